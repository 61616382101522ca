import jax.numpy as jnp
import optax

def make_optimizer(lr):
    return optax.inject_hyperparams(optax.adam)(learning_rate=lr)

def set_lr(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
