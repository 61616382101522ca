import numpy as np

from locate import epicentre_grid
from network import COORDS, online_stations

rng = np.random.default_rng(64)
g = np.linspace(-10, 10, 41)
grid = np.stack(np.meshgrid(g, g), -1).reshape(-1, 2).astype(np.float32)
names = sorted(COORDS)
xy = np.array([COORDS[s] for s in names])
for hour in range(8):
    src = rng.uniform(-6, 6, 2)
    arrivals = (np.linalg.norm(xy - src, axis=1) / 3.5 + 2.0).astype(np.float32)
    stations = online_stations(hour)
    print(hour, len(stations), np.round(src, 1), epicentre_grid(arrivals, grid, stations))
