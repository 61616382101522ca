import itertools

GRID = {"l2": [1e-4, 1e-3, 1e-2], "hidden": [16]}

def trials():
    keys = sorted(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        yield dict(zip(keys, values))
