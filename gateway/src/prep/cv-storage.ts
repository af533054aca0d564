// The CV a user attaches to a prep (§5, §7.5): PDF, DOC or DOCX by extension and by its first bytes,
// at most 5 MB, stored privately in 'user-cvs' under the user's id with a sanitized name; and its
// text, read back when the prep is generated.
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import { CV_MAX_BYTES, CV_TEXT } from '@bullpen/shared/domain';
import { userOf } from '../auth/middleware';
import { HttpError } from '../http/http-error';
import { cvFileName, detectCvType, type DetectedType } from '../profiles/file-types';
import { isValidKey, type Storage } from '../storage/storage';
import { readCvText } from './cv-text';
import type { CvTextReader } from './service';

const CV_BUCKET = 'user-cvs';

const wrongType = () => new HttpError(415, 'invalid_file_type', CV_TEXT.wrongType);
const tooLarge = () => new HttpError(413, 'file_too_large', CV_TEXT.tooLarge);

/** The file's type when its extension and its first bytes agree on PDF, DOC or DOCX (§5). */
function cvType(name: string, bytes: Buffer): DetectedType {
  if (bytes.length > CV_MAX_BYTES) throw tooLarge();
  const detected = detectCvType(name, bytes);
  if (!detected) throw wrongType();
  return detected;
}

const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 5 } }).single('file');

/** POST /api/preps/cv (multipart, field `file`): answers 201 `{ cvKey, fileName }`. */
export function cvUploadHandler(storage: Storage): RequestHandler {
  return (req, res, next) => {
    let userId: string;
    try {
      userId = userOf(req).id;
    } catch (unauthenticated) {
      return next(unauthenticated);
    }
    receive(req, res, (error: unknown) => {
      if (error) {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(tooLarge());
        if (error instanceof multer.MulterError) return next(new HttpError(400, 'invalid_upload', 'Send one CV file in the field "file".'));
        // Anything else comes from parsing the multipart body (e.g. a control character in a part header).
        return next(new HttpError(400, 'invalid_upload', 'The upload could not be read. Please try again.'));
      }
      const file = req.file;
      if (!file) return next(new HttpError(400, 'missing_file', 'Please choose a CV file to upload.'));
      let type: DetectedType;
      try {
        // Checked on the name as sent: sanitizing could drop the extension (".pdf" becomes "pdf").
        type = cvType(file.originalname, file.buffer);
      } catch (rejection) {
        return next(rejection);
      }
      const { contentType } = type;
      const fileName = cvFileName(file.originalname, type.extension);
      const cvKey = `${userId}/${Date.now()}_${fileName}`;
      storage
        .put(CV_BUCKET, cvKey, file.buffer, contentType, { maxBytes: CV_MAX_BYTES })
        .then(() => res.status(201).json({ cvKey, fileName }))
        .catch(next);
    });
  };
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > CV_MAX_BYTES) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads back a CV the user uploaded (see readCvText); a key outside the user's folder, or unknown, is
 * refused. A file skipped for its budget is logged with the reason, for the operator.
 */
export function cvTextReader(storage: Storage, logger: Pick<Logger, 'warn'>): CvTextReader {
  return async (userId, cvKey) => {
    const notFound = new HttpError(400, 'cv_not_found', 'We could not find your uploaded CV. Please upload it again.');
    if (!cvKey.startsWith(`${userId}/`) || !isValidKey(cvKey)) throw notFound;
    const stored = await storage.open(CV_BUCKET, cvKey);
    if (!stored) throw notFound;
    const reading = await readCvText(await readAll(stored.body), cvKey);
    if (reading.skipped) logger.warn({ cvKey, size: stored.object.size, reason: reading.reason }, 'CV text skipped: over its reading budget');
    return reading;
  };
}
