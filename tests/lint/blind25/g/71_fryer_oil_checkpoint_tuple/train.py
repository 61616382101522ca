import jax
import jax.numpy as jnp

from state import FitState


@jax.jit
def polar_step(state, x, y):
    """Momentum SGD for total polar compounds (%) of frying oil from dielectric sensor features."""
    w, b, vw, vb = state
    def loss_fn(w, b):
        return jnp.mean((x @ w + b - y) ** 2)

    gw, gb = jax.grad(loss_fn, argnums=(0, 1))(w, b)
    vw, vb = 0.9 * vw + gw, 0.9 * vb + gb
    return FitState(w - 0.05 * vw, b - 0.05 * vb, vw, vb), loss_fn(w, b)
