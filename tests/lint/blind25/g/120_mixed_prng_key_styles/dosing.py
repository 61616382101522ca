import jax
import jax.numpy as jnp


@jax.jit
def simulate_sulfite_dosing(key, target_free_so2, volume_hl):
    """Monte-Carlo of free SO2 after dosing potassium metabisulfite into wine tanks."""
    k1, k2 = jax.random.split(key)
    binding = jax.random.uniform(k1, (256,), minval=0.25, maxval=0.45)   # fraction bound by acetaldehyde etc.
    scale_err = 1.0 + 0.02 * jax.random.normal(k2, (256,))
    dose_g = target_free_so2 / (1 - 0.35) * volume_hl / 10.0 / 0.57
    free = dose_g * scale_err * 0.57 * 10.0 / volume_hl * (1 - binding)
    return dose_g, jnp.percentile(free, jnp.array([5.0, 50.0, 95.0]))
