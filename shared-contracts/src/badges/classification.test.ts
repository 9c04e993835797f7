import { FASCIAS } from '../fascia/fascias';
import { classificationBadge } from './classification';

const settings = { excludedClassifications: ['Clearance'], includedDepartments: ['Womenswear', 'Beauty'] };

describe('classificationBadge', () => {
  it('shows a classification that is not excluded in an included department', () => {
    expect(classificationBadge('New In', 'Womenswear', settings)).toBe('New In');
    expect(classificationBadge('Online Exclusive', 'Home', FASCIAS.burton)).toBe('Online Exclusive');
  });

  it('hides an excluded classification', () => {
    expect(classificationBadge('Clearance', 'Womenswear', settings)).toBeNull();
    expect(classificationBadge(' clearance ', 'Womenswear', settings)).toBeNull();
  });

  it('hides any classification outside the included departments', () => {
    expect(classificationBadge('New In', 'Menswear', settings)).toBeNull();
  });

  it('shows nothing without a classification or department', () => {
    expect(classificationBadge(undefined, 'Womenswear', settings)).toBeNull();
    expect(classificationBadge('  ', 'Womenswear', settings)).toBeNull();
    expect(classificationBadge('New In', undefined, settings)).toBeNull();
    expect(classificationBadge(42, 'Womenswear', settings)).toBeNull();
  });
});
