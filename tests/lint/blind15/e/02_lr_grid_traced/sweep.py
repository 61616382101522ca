import itertools

GRID = {
    "learning_rate": [3e-3, 1e-2, 3e-2],
    "momentum": [0.0, 0.9],
}


def iter_configs(grid=GRID):
    keys = sorted(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        yield dict(zip(keys, values))
