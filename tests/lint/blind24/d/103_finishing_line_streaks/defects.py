import jax
import jax.numpy as jnp


@jax.jit
def streak_score(frame, full_scale):
    img = frame / full_scale
    col = img.mean(axis=0)
    baseline = jnp.convolve(col, jnp.ones(9) / 9, mode="same")
    return jnp.max(jnp.abs(col - baseline)[5:-5])
