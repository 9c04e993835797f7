import { dialogClasses } from './styles';

// CSS modules are identity proxies in jest: a class is named as in dialog.module.css.
describe('dialogClasses', () => {
  it('gives every part the site look, a centred panel and a bare body unless asked', () => {
    expect(dialogClasses()).toEqual({ backdrop: 'backdrop centred', dialog: 'dialog', header: 'header', title: 'title', close: 'close', body: 'body' });
  });

  it('places the panel by its layout, pads the body and adds the caller’s own classes to the site’s', () => {
    expect(dialogClasses({ layout: 'sheetOnPhone', padded: true, own: { backdrop: 'shade', dialog: 'quickAdd', body: 'form' } })).toEqual({
      backdrop: 'backdrop sheetOnPhone shade',
      dialog: 'dialog quickAdd',
      header: 'header',
      title: 'title',
      close: 'close',
      body: 'body padded form',
    });
    expect(dialogClasses({ layout: 'drawer' }).backdrop).toBe('backdrop drawer');
    expect(dialogClasses({ layout: 'sheet' }).backdrop).toBe('backdrop sheet');
  });
});
