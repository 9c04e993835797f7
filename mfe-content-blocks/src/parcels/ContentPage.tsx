import { useEffect, useState } from 'react';
import { type ContentParcelProps } from '@storefront/shared-contracts';
import { on } from '@storefront/shared-contracts/events/bus';
import { createParcel } from '@storefront/shared-contracts/parcel';
import { ContentPage } from '../page/ContentPage';
import { readPreview, type PreviewPage } from '../page/preview';

function ContentPageParcel({ content, fascia, session, route }: ContentParcelProps) {
  const [preview, setPreview] = useState<PreviewPage | null>(null);
  useEffect(
    () =>
      on('admin:preview-changed', (state) => {
        void readPreview(state.data).then((draft) => draft && setPreview(draft));
      }),
    [],
  );
  const sections = preview?.sections ?? (Array.isArray(content?.sections) ? content.sections : []);
  const title = preview?.title ?? content?.title ?? fascia.name;
  return <ContentPage sections={sections} fascia={fascia} session={session ?? null} pathname={route.path} title={title} />;
}

export const { bootstrap, mount, unmount, update } = createParcel('contentBlocks/ContentPage', ContentPageParcel);
