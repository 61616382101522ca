import numpy as np

SAMPLES_PER_SHEET = 144


def map_sheets(n_sheets=7, seed=31):
    rng = np.random.default_rng(seed)
    ppm = rng.lognormal(mean=[2.8, 1.2, 3.1, 0.7], sigma=0.5, size=(n_sheets * SAMPLES_PER_SHEET, 4))
    return np.array_split(np.log10(ppm).astype(np.float32), n_sheets)
