import itertools

import jax.numpy as jnp
import optax

GRID = {
    "learning_rate": [1e-3, 3e-3],
    "seed": [0, 1, 2],
}


def grid_points(grid):
    keys = list(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        yield dict(zip(keys, values))


OPTIMIZER = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=1e-4),
)


def init_opt_state(params, hp):
    clip_state, adam_state = OPTIMIZER.init(params)
    adam_state.hyperparams["learning_rate"] = jnp.asarray(hp["learning_rate"], jnp.float32)
    return clip_state, adam_state
