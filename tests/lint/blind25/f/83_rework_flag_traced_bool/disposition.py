import jax
import jax.numpy as jnp


@jax.jit
def lot_disposition(overlay_xy, cd, is_rework, specs):
    ov = jnp.percentile(jnp.hypot(overlay_xy[:, 0], overlay_xy[:, 1]), 99.7)
    cd_err = jnp.abs(cd.mean() - specs["cd_target"])
    # reworked lots get a tightened overlay limit (resist strip adds underlayer damage risk)
    ov_limit = jnp.where(is_rework, 0.8 * specs["ov_limit"], specs["ov_limit"])
    ok = (ov < ov_limit) & (cd_err < specs["cd_tol"])
    return ok, ov, cd_err
