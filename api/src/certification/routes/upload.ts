import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { PlatformCtx } from '../../platform/context';
import { BadInput, fail } from '../../platform/http/errors';
import { textProblem } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { storeCertificateImage, type UploadedFile } from '../certificateImage';
import { CERTIFICATION_MSG } from '../messages';

/** Certificate images (spec 3 §5), only for logged-in users: certification/certificateImage.ts. */
export function uploadRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(app, 'POST /common/upload', {}, async (_input, req) => {
    const me = await requireUser(ctx, req);
    // The multipart body's one file, named `file`; its name passes the input layer's text rule (no
    // control or direction characters), answered as any refused input is (HTTP 400, Chinese msg).
    const read = async (): Promise<UploadedFile> => {
      if (!req.isMultipart()) return fail(CERTIFICATION_MSG.uploadMissing);
      let part: MultipartFile | undefined;
      try {
        part = await req.file();
      } catch {
        return fail(CERTIFICATION_MSG.uploadMissing);
      }
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        return fail(CERTIFICATION_MSG.uploadMissing);
      }
      const problem = textProblem(part.filename || '');
      if (problem) {
        part.file.resume();
        throw new BadInput(`文件名${problem}`);
      }
      const file = part;
      return {
        filename: file.filename,
        toBuffer: () => file.toBuffer(),
        discard: () => file.file.resume(),
        get truncated() {
          return file.file.truncated;
        },
      };
    };
    const data = await storeCertificateImage(ctx, me.userId, read, (e, what) => req.log.error(e, what));
    return { code: 200, msg: CERTIFICATION_MSG.uploaded, data };
  });
}
