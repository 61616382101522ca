import jax
import jax.numpy as jnp


@jax.jit
def mrc_selected(y, h, selected):
    hs = jnp.take(h, selected, axis=0)
    ys = jnp.take(y, selected, axis=0)
    w = hs.conj() / jnp.sum(jnp.abs(hs) ** 2, axis=0, keepdims=True)
    return jnp.sum(w * ys, axis=0)
