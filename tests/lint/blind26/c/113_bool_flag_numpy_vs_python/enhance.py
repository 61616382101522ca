import jax
import jax.numpy as jnp


@jax.jit
def spectral_floor(power_spec, denoise):
    """Optional noise-floor subtraction before computing log-mel-like features."""
    noise = jnp.percentile(power_spec, 10, axis=0)
    cleaned = jnp.maximum(power_spec - 1.5 * noise, 0.05 * power_spec)
    return jnp.log(jnp.where(denoise, cleaned, power_spec) + 1e-8)
