import jax
import jax.numpy as jnp


def letterform_stats(stroke):
    dx = jnp.diff(stroke[:, 0])
    dy = jnp.diff(stroke[:, 1])
    angle = jnp.arctan2(dy, dx)
    return jnp.stack([angle.mean(), angle.std(), jnp.hypot(dx, dy).mean()])


def quire_features(strokes):
    return jax.jit(jax.vmap(letterform_stats))(strokes)
