import numpy as np

GRID = 41


def polar_mask(edge_excl_mm):
    y, x = (np.mgrid[:GRID, :GRID] - GRID // 2) * (300.0 / (GRID - 1))
    return np.hypot(x, y) <= 150.0 - edge_excl_mm


def thickness_map(wafer, rng):
    y, x = (np.mgrid[:GRID, :GRID] - GRID // 2) / (GRID // 2)
    return (500 + 6 * (x ** 2 + y ** 2) + 1.5 * x + rng.normal(0, 0.5, (GRID, GRID))).astype(np.float32)


def site_mask(recipe):
    if recipe["edge_excl_mm"] == 3.0:
        return polar_mask(3.0)                          # standard recipe: boolean mask
    m = polar_mask(recipe["edge_excl_mm"]).astype(np.float32)
    m[:, : recipe.get("blind_cols", 0)] = 0.0           # probe cannot reach the flat side
    return m
