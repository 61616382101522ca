import jax
import jax.numpy as jnp


@jax.jit
def gamma_pass_rate(measured, calculated, dose_tol, dist_tol_mm, spacing_mm):
    # 1-D gamma index on a profile (global dose difference)
    x = jnp.arange(measured.shape[0]) * spacing_mm
    dd = (measured[:, None] - calculated[None, :]) / (dose_tol * calculated.max())
    dta = (x[:, None] - x[None, :]) / dist_tol_mm
    gamma = jnp.sqrt(jnp.min(dd ** 2 + dta ** 2, axis=1))
    return jnp.mean(gamma <= 1.0)
