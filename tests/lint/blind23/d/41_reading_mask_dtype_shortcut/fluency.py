import jax
import jax.numpy as jnp


@jax.jit
def fluency_summary(wpm, errors, mask):
    m = mask.astype(jnp.float32)
    n = m.sum(axis=1)
    wcpm = jnp.sum((wpm - errors) * m, axis=1) / n
    accuracy = 1.0 - jnp.sum(errors * m, axis=1) / jnp.sum(wpm * m, axis=1)
    return wcpm, accuracy
