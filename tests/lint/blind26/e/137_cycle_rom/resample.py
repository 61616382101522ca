import numpy as np


def time_normalise(signal, points=101):
    """Express one gait cycle as 0-100 % of the cycle."""
    x_in = np.linspace(0.0, 100.0, len(signal))
    return np.interp(np.linspace(0.0, 100.0, points), x_in, signal).astype(np.float32)
