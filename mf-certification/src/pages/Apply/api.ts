import { call, FALLBACK, notify, type DoctorApplication } from '@tcm/shared';

/**
 * Uploads the certificate image and resolves with the URL to store in doctorCertImageUrl. Goes
 * through the shared client so the bearer token from the cookie is sent (spec 3 §6) and failures
 * show the server's msg or '上传图片失败'.
 */
export async function uploadCertImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const body = await call('POST /common/upload', form, { fallback: FALLBACK.upload, signal });
  const url = body.data?.url;
  if (!url) {
    // A 200 without a URL would leave the form pointing at nothing; treat it as a failed upload.
    notify.error(FALLBACK.upload);
    throw new Error('upload returned no url');
  }
  return url;
}

/** POST /api/doctor/v1/person/add; a refusal shows the server's msg or '申请失败'. */
export async function submitApplication(application: DoctorApplication): Promise<void> {
  await call('POST /doctor/v1/person/add', application, { fallback: FALLBACK.apply });
}
