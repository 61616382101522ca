import itertools

import optax

GRID = {
    "learning_rate": [1e-2, 3e-3],
    "seed": [0, 1, 2],
}


def grid_points(grid):
    keys = list(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        yield dict(zip(keys, values))


def build_optimizer(point):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(point["learning_rate"]))
