from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mesh",))
def update_weight_windows(lower, flux_estimate, params, mesh):
    n_cells, n_groups = mesh
    importance = flux_estimate.reshape(n_cells, n_groups)
    importance = importance / importance.max()
    new_lower = 0.5 * importance / (1.0 + params["target_ratio"]) * 2.0
    return (1 - params["damping"]) * lower + params["damping"] * new_lower
