import numpy as np

N_WEEKS = 30


def raw_counts(seed):
    rng = np.random.default_rng(seed)
    lam = 40 * np.exp(-0.5 * ((np.arange(N_WEEKS) - 12) / 5.0) ** 2) + 2
    return rng.poisson(lam)


def smoothed_counts(seed, width=3):
    counts = raw_counts(seed)
    kernel = np.ones(width) / width
    return np.convolve(counts, kernel, mode="same")


def load_regions():
    regions = {
        "north": raw_counts(1),
        "south": smoothed_counts(2),
        "east": raw_counts(3),
        "west": smoothed_counts(4),
    }
    return {name: counts.astype(np.float32) for name, counts in regions.items()}
