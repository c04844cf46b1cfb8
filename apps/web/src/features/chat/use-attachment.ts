import type { ChatFile } from '@atrium/domain';
import { useRef, useState } from 'react';
import type { Upload } from '../../shared/api/upload';
import { uploadChatFile } from './chat.api';
import { chatFileProblem, uploadFailureKey } from './chat-file';

export type Attachment =
  | { state: 'uploading'; name: string; share: number }
  | { state: 'ready'; file: ChatFile }
  | { state: 'failed'; name: string; errorKey: string };

/**
 * A file attached in the composer: checked (under 5 MB) before it is sent, uploaded with its
 * progress, then ready to go with the next message; the server's refusals as spec §8 words them.
 */
export function useAttachment(conversationId: string) {
  const [attachment, setAttachment] = useState<Attachment>();
  const upload = useRef<Upload<{ file: ChatFile }>>(undefined);

  const attach = (file: File) => {
    upload.current?.abort();
    const problem = chatFileProblem(file);
    if (problem) return setAttachment({ state: 'failed', name: file.name, errorKey: problem });
    setAttachment({ state: 'uploading', name: file.name, share: 0 });
    const current = uploadChatFile(conversationId, file, (share) =>
      setAttachment((now) =>
        now?.state === 'uploading' && upload.current === current ? { ...now, share } : now,
      ),
    );
    upload.current = current;
    current.done.then(
      ({ file: stored }) => {
        if (upload.current === current) setAttachment({ state: 'ready', file: stored });
      },
      (error) => {
        if (upload.current === current)
          setAttachment({ state: 'failed', name: file.name, errorKey: uploadFailureKey(error) });
      },
    );
  };

  const clear = () => {
    const current = upload.current;
    upload.current = undefined;
    current?.abort();
    setAttachment(undefined);
  };

  return { attachment, attach, clear };
}
