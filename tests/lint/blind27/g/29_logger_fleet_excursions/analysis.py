import jax
import jax.numpy as jnp


@jax.jit
def excursion_stats(trace):
    x = trace.astype(jnp.float32)
    centred = x - jnp.median(x)
    return jnp.stack([jnp.abs(centred).max(), centred.std()])
