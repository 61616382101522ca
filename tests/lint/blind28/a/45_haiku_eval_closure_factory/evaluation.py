import jax
import jax.numpy as jnp

from net import net


def make_evaluator(x_val, y_val):
    @jax.jit
    def arrivals_val_mae(params):
        return jnp.mean(jnp.abs(net.apply(params, x_val) - y_val))
    return arrivals_val_mae
