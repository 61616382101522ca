import numpy as np


def to_minute_grid(t_hours, values, start_h, duration_h=1.0, n=60):
    grid = start_h + np.linspace(0.0, duration_h, n, endpoint=False)
    return np.interp(grid, t_hours, values).astype(np.float32)
