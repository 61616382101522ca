import jax
import jax.numpy as jnp

MEAN = jnp.array([0.45, 0.45, 0.45])
STD = jnp.array([0.225, 0.225, 0.225])


@jax.jit
def motion_descriptor(frames):
    x = frames.astype(jnp.float32)
    x = jnp.where(x.max() > 1.0, x / 255.0, x)
    x = (x - MEAN) / STD
    diff = jnp.abs(jnp.diff(x, axis=0))
    return jnp.stack([diff.mean(axis=(1, 2, 3)), x.mean(axis=(1, 2, 3))[1:]], axis=-1)
