import numpy as np

N_CH = 1024


def live_time_corrected(raw_counts, real_time_s, dead_frac):
    return float(real_time_s * (1.0 - dead_frac)), raw_counts.astype(np.float32)


def environmental_sample(rng):
    ch = np.arange(N_CH)
    s = 25 * np.exp(-ch / 350.0) + 60 * np.exp(-0.5 * ((ch - 477) / 3.0) ** 2)   # K-40 region
    return rng.poisson(s)
