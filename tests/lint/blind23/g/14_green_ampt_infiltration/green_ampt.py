import jax
import jax.numpy as jnp


@jax.jit
def infiltration_capacity(cum_infil, ksat, psi_dtheta):
    return ksat * (1.0 + psi_dtheta / jnp.maximum(cum_infil, 1e-3))


def ponding_series(rain, ksat, psi_dtheta, dt=0.25):
    f_cum = jnp.float32(0.0)
    runoff = []
    for r in rain:
        cap = infiltration_capacity(f_cum, ksat, psi_dtheta)
        f = jnp.minimum(r, cap) * dt
        f_cum = f_cum + f
        runoff.append(r * dt - f)
    return jnp.stack(runoff)
