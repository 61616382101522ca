import numpy as np

N_CATEGORIES = 12


def daily_category_mix(rng, day):
    top = 6 + (day * 3) % 7
    cats = rng.integers(0, top, 200)
    counts = np.bincount(cats, minlength=N_CATEGORIES)
    return (counts / counts.sum()).astype(np.float32)
