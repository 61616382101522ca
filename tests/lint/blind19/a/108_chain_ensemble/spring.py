import jax
import jax.numpy as jnp


@jax.jit
def advance(state, params, dt):
    x, v = state
    k, c = params
    a = -k * x - c * v
    v = v + dt * a
    x = x + dt * v
    return x, v
