from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("lot_id",))
def qc_thickness_lot(thk, target, tol, lot_id):
    with jax.named_scope(f"qc_{lot_id}"):
        wafer_mean = thk.mean(axis=1)
        wafer_range = thk.max(axis=1) - thk.min(axis=1)
        nu = wafer_range / (2 * wafer_mean) * 100
        ooc = (jnp.abs(wafer_mean - target) > tol) | (nu > 2.0)
    return wafer_mean, nu, ooc
