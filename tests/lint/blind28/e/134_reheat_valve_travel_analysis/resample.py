import numpy as np


def to_minute_grid(t_hours, values, start_h, duration_h=1.0):
    grid = np.arange(start_h, start_h + duration_h, 1 / 60)
    return np.interp(grid, t_hours, values).astype(np.float32)
