import equinox as eqx
import jax
import jax.numpy as jnp


class CanopyParams(eqx.Module):
    rue: jax.Array
    k_ext: jax.Array
    lai_max: jax.Array


@eqx.filter_jit
def simulate_biomass(params, radiation, n_days):
    def day(carry, rad):
        lai, biomass = carry
        fint = 1.0 - jnp.exp(-params.k_ext * lai)
        growth = params.rue * fint * rad
        lai = jnp.minimum(lai + 0.012 * growth, params.lai_max)
        return (lai, biomass + growth), biomass

    (_, final), _ = jax.lax.scan(day, (jnp.float32(0.1), jnp.float32(0.0)), radiation[:n_days])
    return final
