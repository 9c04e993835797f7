// Admin preview state is state-like on the bus: a gallery mounted after the
// parent answered still reads it.
import { useEffect, useState } from 'react';
import { lastValue, on } from '@storefront/shared-contracts/events/bus';
import { adminPreviewOf, type AdminPreview } from './adminPreview';

export function useAdminPreview(): AdminPreview {
  const [preview, setPreview] = useState(() => adminPreviewOf(lastValue('admin:preview-changed')));
  useEffect(() => on('admin:preview-changed', (state) => setPreview(adminPreviewOf(state)), { replay: true }), []);
  return preview;
}
