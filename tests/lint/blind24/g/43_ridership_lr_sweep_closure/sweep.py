import itertools

GRID = {"lr": [1e-3, 3e-3, 1e-2], "weight_decay": [0.0, 1e-4]}


def configurations():
    keys = list(GRID)
    for values in itertools.product(*GRID.values()):
        yield dict(zip(keys, values))
