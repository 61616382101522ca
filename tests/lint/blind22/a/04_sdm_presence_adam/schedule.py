import jax.numpy as jnp


def decay_learning_rate(opt_state, factor):
    hp = opt_state.hyperparams
    hp["learning_rate"] = jnp.asarray(hp["learning_rate"] * factor, dtype=jnp.float32)
    return opt_state
