import jax
import jax.numpy as jnp


@jax.jit
def temporal_fuse(clip, valid, w):
    t = clip.shape[0]
    decay = jnp.exp(-0.5 * jnp.arange(t)[::-1]) * valid
    fused = jnp.einsum("t,thwc->hwc", decay / jnp.maximum(decay.sum(), 1e-6), clip)
    return jnp.tanh(fused @ w)
