import numpy as np

GRID = 40


def pathloss_map(site_xy, tx_dbm, rng):
    x, y = np.meshgrid(np.arange(GRID) * 25.0, np.arange(GRID) * 25.0)
    d = np.hypot(x - site_xy[0], y - site_xy[1]) + 10
    return (tx_dbm - 128.1 - 37.6 * np.log10(d / 1000) + 8 * rng.standard_normal(d.shape)).astype(np.float32)


def neighbour_maps(sites, serving, tx_dbm, rng, max_neighbours=3):
    others = [s for i, s in enumerate(sites) if i != serving][:max_neighbours]
    maps = [pathloss_map(s, tx_dbm, rng) for s in others]
    while len(maps) < max_neighbours:
        maps.append(np.full((GRID, GRID), -200.0, np.float32))
    return np.stack(maps)
