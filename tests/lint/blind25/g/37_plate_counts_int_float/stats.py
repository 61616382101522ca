import jax
import jax.numpy as jnp


@jax.jit
def log_reduction(counts, baseline_log):
    logs = jnp.log10(counts + 1)
    return baseline_log - logs.mean(), logs.std()
