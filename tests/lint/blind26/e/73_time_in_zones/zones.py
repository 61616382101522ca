import jax
import jax.numpy as jnp


@jax.jit
def time_in_zones(hr, settings):
    max_hr = settings["max_hr"]
    if max_hr is None:
        max_hr = 208.0 - 0.7 * settings["age"]
    reserve = (hr - settings["rest_hr"]) / (max_hr - settings["rest_hr"])
    edges = jnp.array([0.5, 0.6, 0.7, 0.8, 0.9, 1.01])
    idx = jnp.digitize(reserve, edges)
    return jnp.bincount(idx, length=7) / hr.shape[0]
