import jax
import jax.numpy as jnp


def _household_premium(sum_insured, zone, settings):
    zf = jnp.asarray(settings.zone_factors)[zone]
    bands = jnp.ceil(sum_insured / settings.sum_insured_step)
    return settings.base_rate * zf * (1.0 + 0.12 * (bands - 1.0))


household_premium = jax.jit(_household_premium, static_argnames="settings")
