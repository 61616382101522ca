import jax.numpy as jnp
import numpy as np

from pinn import burgers_residual

NU = 0.01 / np.pi


def residual_report(params, probe_points):
    res = burgers_residual(params, probe_points, viscosity=NU)
    return {"max": float(jnp.max(jnp.abs(res))), "rms": float(jnp.sqrt(jnp.mean(res ** 2)))}
