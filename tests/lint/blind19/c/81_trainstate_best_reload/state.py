import optax
from flax.training import train_state


def make_state(model, params, lr):
    return train_state.TrainState.create(
        apply_fn=lambda p, ids: model.apply(p, ids),
        params=params,
        tx=optax.adam(lr),
    )
