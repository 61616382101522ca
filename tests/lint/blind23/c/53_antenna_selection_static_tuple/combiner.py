from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("selected",))
def mrc_selected(y, h, selected):
    idx = jnp.array(selected)
    hs, ys = h[idx], y[idx]
    w = hs.conj() / jnp.sum(jnp.abs(hs) ** 2, axis=0, keepdims=True)
    return jnp.sum(w * ys, axis=0)
