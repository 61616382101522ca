import jax
import jax.numpy as jnp


@jax.jit
def robust_score(history, latest):
    med = jnp.median(history)
    mad = jnp.median(jnp.abs(history - med)) + 1e-6
    return 0.6745 * (latest - med) / mad
