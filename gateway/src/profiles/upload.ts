// Receives one multipart file (field `file`) into memory, within a size limit: nothing touches the disk
// until the file has been checked.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../http/http-error';

export interface UploadMessages {
  missing: string;
  tooLarge: string;
}

export const UPLOAD_FIELD = 'file';

export function singleFileUpload(maxBytes: number, messages: UploadMessages): RequestHandler {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
  }).single(UPLOAD_FIELD);
  return (req, res, next) => {
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        const tooLarge = error.code === 'LIMIT_FILE_SIZE';
        next(new HttpError(tooLarge ? 413 : 400, tooLarge ? 'file_too_large' : 'invalid_upload', tooLarge ? messages.tooLarge : messages.missing));
        return;
      }
      // Anything else comes from parsing the multipart body: the client sent something unreadable.
      if (error) return next(new HttpError(400, 'invalid_upload', 'The upload could not be read. Please try again.'));
      if (!req.file?.size) return next(new HttpError(400, 'no_file', messages.missing));
      next();
    });
  };
}
