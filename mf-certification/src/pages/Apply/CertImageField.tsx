import { Button, Image, Upload } from '@arco-design/web-react';
import type { RequestOptions } from '@arco-design/web-react/es/Upload/interface';
import { IconUpload } from '@arco-design/web-react/icon';
import { notify, SUCCESS } from '@tcm/shared';
import { useState } from 'react';
import { uploadCertImage } from './api';
import { CERT_IMAGE_ACCEPT, certImageProblem } from '@tcm/shared/doctor';

interface CertImageFieldProps {
  /** The uploaded image's URL (the form field doctorCertImageUrl). Form.Item passes it in. */
  value?: string;
  onChange?: (url: string) => void;
  /** The form's disabled (Form.Item passes it in). */
  disabled?: boolean;
}

/**
 * The certificate image: a preview that enlarges on click, and an upload button. The file is
 * checked before anything is sent; only an uploaded image's URL ever reaches the form.
 */
export function CertImageField({ value, onChange, disabled = false }: CertImageFieldProps) {
  const [uploading, setUploading] = useState(false);

  const beforeUpload = (file: File) => {
    const problem = certImageProblem(file);
    if (problem) {
      notify.error(problem);
      return false;
    }
    return true;
  };

  const customRequest = ({ file, onSuccess, onError }: RequestOptions) => {
    const controller = new AbortController();
    setUploading(true);
    uploadCertImage(file, controller.signal)
      .then((url) => {
        onChange?.(url);
        notify.success(SUCCESS.upload);
        onSuccess({ url });
      })
      .catch((error: unknown) => onError(error instanceof Error ? { message: error.message } : {}))
      .finally(() => setUploading(false));
    return { abort: () => controller.abort() };
  };

  return (
    <div className="tcm-cert__image-field">
      <div className="tcm-cert__image-frame" data-testid="cert-image-frame">
        {value ? <Image src={value} alt="执业证书图片" preview width="100%" height="100%" /> : <span>尚未上传证书图片</span>}
      </div>
      <div className="tcm-cert__image-side">
        <Upload
          // strict: false lets any file through to beforeUpload, so a wrong type gets a message
          // instead of being dropped silently; the picker still suggests the allowed types.
          accept={{ type: CERT_IMAGE_ACCEPT, strict: false }}
          showUploadList={false}
          disabled={uploading || disabled}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<IconUpload />} loading={uploading} disabled={disabled}>
            {value ? '重新上传' : '上传图片'}
          </Button>
        </Upload>
        <div className="tcm-cert__hint">
          支持 jpg、jpeg、png、gif 格式，大小不超过 5MB
          {value ? <br /> : null}
          {value ? '点击图片可放大查看' : null}
        </div>
      </div>
    </div>
  );
}
