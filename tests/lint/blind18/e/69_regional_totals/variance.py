from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_strata",))
def stratified_total_var(y, w, stratum, n_h_pop, n_strata):
    tot = jax.ops.segment_sum(w * y, stratum, num_segments=n_strata)
    n_h = jax.ops.segment_sum(jnp.ones_like(y), stratum, num_segments=n_strata)
    mean_h = jax.ops.segment_sum(y, stratum, num_segments=n_strata) / jnp.maximum(n_h, 1.0)
    ss = jax.ops.segment_sum((y - mean_h[stratum]) ** 2, stratum, num_segments=n_strata)
    s2 = ss / jnp.maximum(n_h - 1.0, 1.0)
    fpc = 1.0 - n_h / n_h_pop
    var = jnp.sum(n_h_pop ** 2 * fpc * s2 / jnp.maximum(n_h, 1.0))
    return jnp.sum(tot), var
