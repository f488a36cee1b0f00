import { SlugPreview as SlugPreview_0f8fb44ce4547ec746d05bbb3fcc8e3a } from '@/cms/admin/slug-preview.client'
import { BlockRowLabel as BlockRowLabel_7de3cea92a827ea228ce81107cb4b7ab } from '@/cms/admin/row-labels.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BookTalentsField as BookTalentsField_ab7c0258c06228c106a2c713befc0165 } from '@/cms/admin/book-talents-field.client'
import { YesNoCell as YesNoCell_188c76641c95f8b30e57e26fef25d282 } from '@/cms/admin/yes-no-cell'
import { PortfolioField as PortfolioField_62260e4f861b47c6b4a4ebf15b63fcfe } from '@/cms/admin/portfolio-field.client'
import { UsedByField as UsedByField_dd2525c9dfa519307cfb13b15681518f } from '@/cms/media-usage/used-by-field'
import { LabelWithoutLanguage as LabelWithoutLanguage_b6bc9caf33fa6c5d0baa30022f2030c0 } from '@/cms/admin/label-without-language.client'
import { ExcerptCell as ExcerptCell_206733de536adda944ebdde782e61718 } from '@/cms/inbox/excerpt-cell'
import { ApplicationDetailsField as ApplicationDetailsField_24b0ba740958cb23fa6038a4ca002b6a } from '@/cms/inbox/application-details-field'
import { PhotoCountCell as PhotoCountCell_377563c32ba9771dffe1e191915a08a2 } from '@/cms/inbox/photo-count-cell'
import { ApplicationPhotosField as ApplicationPhotosField_09106ab45fbec763b4a1959f4ccecfb2 } from '@/cms/inbox/application-photos-field'
import { NextApplicationField as NextApplicationField_6dbbc4bea1d6e60def278e3faa5d04c4 } from '@/cms/inbox/next-application-field'
import { ExportLink as ExportLink_6b817ee8bd30780bbdd1676678e21b45 } from '@/cms/inbox/export-link.client'
import { MessageTextField as MessageTextField_a9403833ded1fd0daf812981e62f5ee2 } from '@/cms/inbox/message-text-field'
import { PackageFromInquiryButton as PackageFromInquiryButton_af4d9b2ae245b6ec13b20a80cc14ea0e } from '@/cms/admin/package-from-inquiry.client'
import { AmountCell as AmountCell_f282e87212f4aa613d2c52721b8ea3c8 } from '@/cms/inbox/amount-cell'
import { PackagePicturesField as PackagePicturesField_66858c25b9ba1d1464fd43debd44f061 } from '@/cms/admin/package-pictures-field.client'
import { PackageRecipientsPanel as PackageRecipientsPanel_a7201edefc0f2aac68988a89b72439a0 } from '@/cms/admin/package-recipients.client'
import { PackageStateFilter as PackageStateFilter_642fffde8509f7fcb9674940611e8643 } from '@/cms/admin/package-state-filter'
import { PasswordRuleNote as PasswordRuleNote_47fcce1a34b9ff29548166683b68c059 } from '@/cms/staff/password-rule-note'
import { InviteForm as InviteForm_e0e33b34c4491d56255394e4f134e9f4 } from '@/cms/staff/invite-form.client'
import { DocumentCell as DocumentCell_64efcbc7154f9fa097174cd061939750 } from '@/cms/audit/document-cell'
import { FieldRowLabel as FieldRowLabel_7de3cea92a827ea228ce81107cb4b7ab } from '@/cms/admin/row-labels.client'
import { AgencyIcon as AgencyIcon_7ce9c02b0fdc6b09623543e518537f07 } from '@/features/admin/agency-brand'
import { AgencyLogo as AgencyLogo_7ce9c02b0fdc6b09623543e518537f07 } from '@/features/admin/agency-brand'
import { ImportNavLink as ImportNavLink_3c54def11b2e9e26180d3ac36464753f } from '@/cms/import/import-nav-link'
import { Dashboard as Dashboard_e42d9da24605ea8ccdbb5a8ba8dabca4 } from '@/features/admin/dashboard'
import { SchedulePublishDefault as SchedulePublishDefault_c58ebd2bcde783337ba4cdc45076184f } from '@/cms/admin/schedule-publish-default.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { FirstUserView as FirstUserView_514a5b3ae068e2dfe0ff6e826ccc998c } from '@/features/admin/first-user-view'
import { SetPasswordView as SetPasswordView_1749b9bf6ecc9634740fd54f5003547b } from '@/cms/staff/set-password-view'
import { ImportView as ImportView_7d0f16b3d0a3b387ecec8f3c19b0c205 } from '@/cms/import/import-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/admin/slug-preview.client#SlugPreview": SlugPreview_0f8fb44ce4547ec746d05bbb3fcc8e3a,
  "@/cms/admin/row-labels.client#BlockRowLabel": BlockRowLabel_7de3cea92a827ea228ce81107cb4b7ab,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/admin/book-talents-field.client#BookTalentsField": BookTalentsField_ab7c0258c06228c106a2c713befc0165,
  "@/cms/admin/yes-no-cell#YesNoCell": YesNoCell_188c76641c95f8b30e57e26fef25d282,
  "@/cms/admin/portfolio-field.client#PortfolioField": PortfolioField_62260e4f861b47c6b4a4ebf15b63fcfe,
  "@/cms/media-usage/used-by-field#UsedByField": UsedByField_dd2525c9dfa519307cfb13b15681518f,
  "@/cms/admin/label-without-language.client#LabelWithoutLanguage": LabelWithoutLanguage_b6bc9caf33fa6c5d0baa30022f2030c0,
  "@/cms/inbox/excerpt-cell#ExcerptCell": ExcerptCell_206733de536adda944ebdde782e61718,
  "@/cms/inbox/application-details-field#ApplicationDetailsField": ApplicationDetailsField_24b0ba740958cb23fa6038a4ca002b6a,
  "@/cms/inbox/photo-count-cell#PhotoCountCell": PhotoCountCell_377563c32ba9771dffe1e191915a08a2,
  "@/cms/inbox/application-photos-field#ApplicationPhotosField": ApplicationPhotosField_09106ab45fbec763b4a1959f4ccecfb2,
  "@/cms/inbox/next-application-field#NextApplicationField": NextApplicationField_6dbbc4bea1d6e60def278e3faa5d04c4,
  "@/cms/inbox/export-link.client#ExportLink": ExportLink_6b817ee8bd30780bbdd1676678e21b45,
  "@/cms/inbox/message-text-field#MessageTextField": MessageTextField_a9403833ded1fd0daf812981e62f5ee2,
  "@/cms/admin/package-from-inquiry.client#PackageFromInquiryButton": PackageFromInquiryButton_af4d9b2ae245b6ec13b20a80cc14ea0e,
  "@/cms/inbox/amount-cell#AmountCell": AmountCell_f282e87212f4aa613d2c52721b8ea3c8,
  "@/cms/admin/package-pictures-field.client#PackagePicturesField": PackagePicturesField_66858c25b9ba1d1464fd43debd44f061,
  "@/cms/admin/package-recipients.client#PackageRecipientsPanel": PackageRecipientsPanel_a7201edefc0f2aac68988a89b72439a0,
  "@/cms/admin/package-state-filter#PackageStateFilter": PackageStateFilter_642fffde8509f7fcb9674940611e8643,
  "@/cms/staff/password-rule-note#PasswordRuleNote": PasswordRuleNote_47fcce1a34b9ff29548166683b68c059,
  "@/cms/staff/invite-form.client#InviteForm": InviteForm_e0e33b34c4491d56255394e4f134e9f4,
  "@/cms/audit/document-cell#DocumentCell": DocumentCell_64efcbc7154f9fa097174cd061939750,
  "@/cms/admin/row-labels.client#FieldRowLabel": FieldRowLabel_7de3cea92a827ea228ce81107cb4b7ab,
  "@/features/admin/agency-brand#AgencyIcon": AgencyIcon_7ce9c02b0fdc6b09623543e518537f07,
  "@/features/admin/agency-brand#AgencyLogo": AgencyLogo_7ce9c02b0fdc6b09623543e518537f07,
  "@/cms/import/import-nav-link#ImportNavLink": ImportNavLink_3c54def11b2e9e26180d3ac36464753f,
  "@/features/admin/dashboard#Dashboard": Dashboard_e42d9da24605ea8ccdbb5a8ba8dabca4,
  "@/cms/admin/schedule-publish-default.client#SchedulePublishDefault": SchedulePublishDefault_c58ebd2bcde783337ba4cdc45076184f,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/admin/first-user-view#FirstUserView": FirstUserView_514a5b3ae068e2dfe0ff6e826ccc998c,
  "@/cms/staff/set-password-view#SetPasswordView": SetPasswordView_1749b9bf6ecc9634740fd54f5003547b,
  "@/cms/import/import-view#ImportView": ImportView_7d0f16b3d0a3b387ecec8f3c19b0c205,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
