import numpy as np

MAX_MONTHS = 120.0
N_POINTS = 121


def followup_grid(times):
    return np.linspace(0.0, MAX_MONTHS, N_POINTS, dtype=np.float32)
