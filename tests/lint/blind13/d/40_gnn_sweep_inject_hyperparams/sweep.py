import itertools

import jax.numpy as jnp
import optax

GRID = {
    "learning_rate": [1e-2, 3e-3],
    "seed": [0, 1, 2],
}


def grid_points(grid):
    keys = list(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        yield dict(zip(keys, values))


# one optimizer for the whole sweep; the learning rate lives in the optimizer state
optimizer = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.inject_hyperparams(optax.adam)(learning_rate=1e-3),
)


def init_opt_state(params, point):
    state = optimizer.init(params)
    state[1].hyperparams["learning_rate"] = jnp.asarray(point["learning_rate"], dtype=jnp.float32)
    return state
