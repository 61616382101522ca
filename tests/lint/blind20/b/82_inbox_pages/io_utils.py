import numpy as np

H, W = 40, 30
LUMA = np.array([0.299, 0.587, 0.114], np.float32)


def fax_page(rng):
    return (rng.random((H, W)) > 0.5).astype(np.float32)


def phone_photo(rng):
    return rng.random((H, W, 3)).astype(np.float32)


def as_hwc(page):
    if page.ndim == 3:
        page = page @ LUMA
    return page[..., None]
