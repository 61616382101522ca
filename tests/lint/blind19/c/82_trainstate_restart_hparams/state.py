import jax.numpy as jnp
import optax
from flax.training import train_state


def make_optimizer(lr):
    return optax.inject_hyperparams(optax.adam)(learning_rate=lr)


def make_state(model, params, tx, lr):
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return state
