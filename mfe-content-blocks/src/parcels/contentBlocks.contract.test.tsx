// Listener contract (issue 21): this remote's content page parcel, mounted as
// the shell would, is fed every example payload of the event catalogue for
// the events this remote listens to. Neither example changes what a page
// without targeted sections shows (the admin example carries no draft page),
// so the page is checked to stay as it was.
import path from 'node:path';
import { within } from '@testing-library/react';
import { type ContentParcelProps, type EventName } from '@storefront/shared-contracts';
import { resetEventState } from '@storefront/shared-contracts/events/bus';
import { checkListenerContract, fixtureBaseProps, mountParcel, outsideAct } from '@storefront/shared-contracts/testing';
import { eventsUsedInDir } from '@storefront/shared-contracts/testing/sources';
import * as contentPage from './ContentPage';

const LISTENED: EventName[] = ['admin:preview-changed', 'session:changed'];

outsideAct();

beforeEach(() => {
  resetEventState();
  document.body.innerHTML = '';
});

it('covers every event this remote listens to', () => {
  expect(eventsUsedInDir(path.join(__dirname, '..')).listens).toEqual(LISTENED);
});

it('handles every catalogue example of the events it listens to', async () => {
  const props: ContentParcelProps = { ...fixtureBaseProps({ route: { name: 'content', path: '/pages/about', params: {}, query: {} } }), content: { title: 'About us', sections: [] } as unknown as ContentParcelProps['content'] };
  const page = await mountParcel(contentPage, props, 'contentBlocks/ContentPage');
  expect(await within(page.element).findByRole('heading', { name: 'About us' })).toBeInTheDocument();

  await checkListenerContract(LISTENED, {
    after: () => expect(within(page.element).getByRole('heading', { name: 'About us' })).toBeInTheDocument(),
  });
});
