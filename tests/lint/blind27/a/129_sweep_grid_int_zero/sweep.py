import itertools

GRID = {
    "l2": [0, 1e-4, 1e-3],
    "lr": [0.05, 0.1],
}


def configurations():
    keys = list(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        yield dict(zip(keys, values))
