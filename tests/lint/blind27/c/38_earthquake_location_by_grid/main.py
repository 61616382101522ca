import numpy as np

from associate import grid_misfit
from catalog import triggered_events

rng = np.random.default_rng(38)
stations = np.c_[rng.uniform(-25, 25, (14, 2)), np.zeros(14)].astype(np.float32)
g = np.linspace(-20, 20, 11)
grid = np.array([[a, b, z] for a in g for b in g for z in (3.0, 7.0, 11.0)], np.float32)
for sta, arr, src in triggered_events(stations, 8, rng):
    best = grid[int(np.argmin(grid_misfit(grid, sta, arr, 6.0)))]
    print(len(sta), np.round(src, 1), best)
