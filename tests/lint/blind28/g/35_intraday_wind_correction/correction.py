import jax
import jax.numpy as jnp


@jax.jit
def blend_forecast(nwp_forecast, recent_obs, prev_error):
    """Short-term wind forecast: NWP plus persistence of the recent error."""
    if prev_error is None:
        bias = jnp.zeros_like(nwp_forecast)
    else:
        bias = 0.7 * prev_error
    correction = 0.3 * (recent_obs[-1] - nwp_forecast[0])
    return jnp.clip(nwp_forecast + bias + correction, 0.0, 1.0)
