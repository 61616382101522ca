import jax.numpy as jnp

from pinn import burgers_residual


def residual_report(params, probe_points):
    res = burgers_residual(params, probe_points)
    return {"max": float(jnp.max(jnp.abs(res))), "rms": float(jnp.sqrt(jnp.mean(res ** 2)))}
