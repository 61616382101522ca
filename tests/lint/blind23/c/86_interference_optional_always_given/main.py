import numpy as np
from coverage import pathloss_map, neighbour_maps
from sinr import sinr_map

rng = np.random.default_rng(0)
scenarios = [[(500, 500)], [(200, 200), (800, 800)], [(100, 500), (500, 100), (900, 500), (500, 900)]]
for sites in scenarios:
    serving = pathloss_map(sites[0], 43.0, rng)
    interf = neighbour_maps(sites, 0, 43.0, rng)
    s = np.asarray(sinr_map(serving, np.float32(-95.0), interf))
    print(len(sites), "sites, coverage(SINR>-5dB):", round(float(np.mean(s > -5)), 3))
