import numpy as np


def followup_grid(times, step_months=1.0):
    horizon = float(np.ceil(times.max()))
    n_points = int(horizon / step_months) + 1
    return np.linspace(0.0, horizon, n_points, dtype=np.float32)
