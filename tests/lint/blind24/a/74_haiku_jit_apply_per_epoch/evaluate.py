import jax
import jax.numpy as jnp
from model import resp_forward


def validation_mae(params, x, y):
    forward = jax.jit(resp_forward)
    return float(jnp.abs(forward(params, x) - y).mean())
