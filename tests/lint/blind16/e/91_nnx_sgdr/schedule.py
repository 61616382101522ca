import jax.numpy as jnp
import optax
from flax import nnx


def make_optimizer(model, base_lr=1e-2):
    tx = optax.inject_hyperparams(optax.adamw)(learning_rate=base_lr, weight_decay=1e-4)
    return nnx.Optimizer(model, tx, wrt=nnx.Param)


def start_cycle(optimizer, cycle, base_lr=1e-2):
    """SGDR-style warm restart: decay the peak lr each cycle."""
    optimizer.opt_state.hyperparams["learning_rate"].value = jnp.asarray(base_lr * (0.5 ** cycle), jnp.float32)
