import jax
import jax.numpy as jnp


@jax.jit
def postprocess_forecast(raw, bias, scale):
    calibrated = (raw - bias) * scale
    return jnp.round(calibrated * 10) / 10
