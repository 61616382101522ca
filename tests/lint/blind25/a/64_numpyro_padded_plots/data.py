import numpy as np

MAX_PLOTS = 32


def padded_trial(n_plots, rng):
    rate = np.zeros(MAX_PLOTS, np.float32)
    y = np.zeros(MAX_PLOTS, np.float32)
    mask = np.zeros(MAX_PLOTS, bool)
    rate[:n_plots] = rng.choice([0, 60, 120, 180, 240], size=n_plots)
    y[:n_plots] = 5.5 + 0.012 * rate[:n_plots] + rng.normal(0, 0.4, n_plots)
    mask[:n_plots] = True
    return rate, mask, y
