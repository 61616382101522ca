import itertools

GRID = {
    "lr": [1e-3, 3e-3],
    "weight_decay": [0.0, 1e-4],
}


def configs():
    keys = list(GRID)
    for vals in itertools.product(*(GRID[k] for k in keys)):
        yield dict(zip(keys, vals))
