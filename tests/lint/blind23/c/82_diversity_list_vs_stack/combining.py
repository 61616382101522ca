import jax
import jax.numpy as jnp


@jax.jit
def selection_combine(branches):
    x = jnp.stack(list(branches)) if isinstance(branches, (list, tuple)) else branches
    snr = jnp.mean(jnp.abs(x) ** 2, axis=1)
    return x[jnp.argmax(snr)]
