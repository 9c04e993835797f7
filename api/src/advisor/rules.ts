// The stand-in advisor's rules; a product's advisor category is
// shared-contracts' advisorCategoryOf (spec 2 §1), the product page's rule too.

/** How many products the stand-in advisor offers. */
export const ADVISOR_PRODUCTS = 2;
