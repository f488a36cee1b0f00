/** An array's `admin` whose collapsed rows read `field` ("Women"), not "Item 01" (FieldRowLabel). */
export const rowsLabelledBy = (field: string) => ({
  components: {
    RowLabel: { path: '@/cms/admin/row-labels.client#FieldRowLabel', clientProps: { field } },
  },
})
