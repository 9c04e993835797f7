import { render, screen } from '@testing-library/react';
import MediaHubVideo from './index';
import { makeContext } from '../../kit/common/testing';

it('shows the shared player with the title, description and CTA', () => {
  const { container } = render(
    <MediaHubVideo
      section={{ id: 'mh', type: 'mediaHubVideo', title: 'Behind the seams', desktopSrc: 'https://cdn.example.com/v.mp4', description: 'How a suit is made.', cta: { label: 'Shop tailoring', href: '/categories/suits' } }}
      context={makeContext()}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Behind the seams' })).toBeInTheDocument();
  expect(screen.getByLabelText('Behind the seams')).toHaveProperty('controls', true);
  expect(container.querySelector('source')).toHaveAttribute('src', 'https://cdn.example.com/v.mp4?quality=1080');
  expect(screen.getByText('How a suit is made.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop tailoring' })).toHaveAttribute('href', '/categories/suits');
});
