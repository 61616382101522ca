import itertools

import optax
from flax.training import train_state

SEARCH_SPACE = {
    "learning_rate": [3e-3, 1e-2],
    "weight_decay": [0.0, 1e-3],
}


def grid(space):
    keys = list(space)
    for values in itertools.product(*(space[k] for k in keys)):
        yield dict(zip(keys, values))


def create_state(model, params, hp):
    tx = optax.adamw(hp["learning_rate"], weight_decay=hp["weight_decay"])
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
