import { renderPackagePdf } from '@/features/shortlist/package-pdf'

/** `GET /shortlist/pdf?talents=a,b,c&units=cm|in`: the shortlist as a PDF package. */
export async function GET(request: Request): Promise<Response> {
  return renderPackagePdf(request)
}
