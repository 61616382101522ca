import equinox as eqx
import jax
import jax.numpy as jnp

@eqx.filter_jit
def hatch_fraction(egg_ages_days, temp_c, alpha):
    d50 = alpha / (temp_c + 2.0) ** 1.2
    return jnp.mean(jax.nn.sigmoid((egg_ages_days - d50) / (0.1 * d50)))
