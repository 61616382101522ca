from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_bins")
def pay_gap_by_band(salary, group, level, n_bins):
    band = jnp.clip((level * n_bins).astype(jnp.int32), 0, n_bins - 1)
    tot = jnp.zeros((n_bins, 2)).at[band, group].add(salary)
    cnt = jnp.zeros((n_bins, 2)).at[band, group].add(1.0)
    mean = tot / jnp.maximum(cnt, 1.0)
    return (mean[:, 1] - mean[:, 0]) / jnp.maximum(mean[:, 0], 1.0)
