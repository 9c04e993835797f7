import { render, screen } from '@testing-library/react';
import { sectionSchemas } from '@storefront/shared-contracts/content';
import { makeContext } from '../../kit/common/testing';
import LiveTextBlock from './index';

const section = (input: Record<string, unknown>) => sectionSchemas.liveText.parse({ id: 'lt1', type: 'liveText', ...input });

describe('liveText block', () => {
  it('shows the title as a heading and the subtitle, in the editor colour and sizes', () => {
    render(<LiveTextBlock section={section({ title: 'Summer edit', subtitle: 'New in this week', colour: '#ffffff', titleSize: 60 })} context={makeContext()} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Summer edit' });
    expect(screen.getByText('New in this week')).toBeInTheDocument();
    const box = heading.parentElement as HTMLElement;
    expect(box.style.getPropertyValue('--lt-colour')).toBe('#ffffff');
    expect(box.style.getPropertyValue('--lt-title')).toBe('60px');
    expect(box.style.getPropertyValue('--lt-title-mobile')).toBe('36px');
  });

  it('uses the default sizes (80 px, 48 px on phones, 20 px subtitle) when none is set', () => {
    render(<LiveTextBlock section={section({ title: 'Plain' })} context={makeContext()} />);
    const box = screen.getByRole('heading', { name: 'Plain' }).parentElement as HTMLElement;
    expect(box.style.getPropertyValue('--lt-title')).toBe('80px');
    expect(box.style.getPropertyValue('--lt-title-mobile')).toBe('48px');
    expect(box.style.getPropertyValue('--lt-subtitle')).toBe('20px');
  });
});
