import numpy as np

H, W = 40, 30


def fax_page(rng):
    return (rng.random((H, W)) > 0.5).astype(np.float32)


def phone_photo(rng):
    return rng.random((H, W, 3)).astype(np.float32)


def as_hwc(page):
    if page.ndim == 2:
        return page[..., None]
    return page
