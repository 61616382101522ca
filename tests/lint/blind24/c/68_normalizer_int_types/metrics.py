import jax
import jax.numpy as jnp


@jax.jit
def turnover_rate(exits, headcount_start, headcount_end, n_months):
    avg = (headcount_start + headcount_end) / 2.0
    return 12.0 * exits.sum(axis=-1) / (avg * n_months)
