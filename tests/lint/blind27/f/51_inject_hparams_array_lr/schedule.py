import jax.numpy as jnp


def set_lr(opt_state, epoch, base=3e-3, decay=0.7):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(base * decay ** epoch, dtype=jnp.float32)
    return opt_state
