import jax.numpy as jnp
import optax
from flax.training import train_state

TX = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


def fresh_state(model, params, lr):
    """Start a fine-tuning round with fresh optimizer moments on top of the current weights."""
    state = train_state.TrainState.create(
        apply_fn=lambda p, x: model.apply(p, x),
        params=params,
        tx=TX,
    )
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    return state
