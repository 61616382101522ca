import numpy as np


def qa_cloud_mask(qa):
    """Fmask-style bit test on the Landsat QA_PIXEL band (bit 3 = cloud)."""
    return ((qa >> 3) & 1).astype(np.uint8)


def nan_mask(reflectance):
    return np.isnan(reflectance).any(axis=0)


def load_granule(i, size=40):
    rng = np.random.default_rng(i)
    refl = rng.uniform(0, 0.5, (3, size, size)).astype(np.float32)
    if i % 2 == 0:
        qa = rng.integers(0, 2 ** 8, size=(size, size), dtype=np.uint16)
        return refl, qa_cloud_mask(qa)
    refl[:, :4, :] = np.nan
    return np.nan_to_num(refl), nan_mask(refl)
