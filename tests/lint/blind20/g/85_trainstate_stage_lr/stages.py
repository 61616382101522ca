import jax.numpy as jnp
import optax
from flax.training import train_state

STAGES = [{"name": "coarse", "lr": 5e-3}, {"name": "mid", "lr": 2e-3}, {"name": "fine", "lr": 1e-3}]
TX = optax.inject_hyperparams(optax.adam)(learning_rate=STAGES[0]["lr"])


def initial_state(model, params):
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=TX)


def enter_stage(state, stage):
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(stage["lr"], jnp.float32)
    return state
