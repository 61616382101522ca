import equinox as eqx
import jax
import jax.numpy as jnp


class GlacierColumn(eqx.Module):
    name: str
    ddf: jax.Array
    elevation: jax.Array

    def melt(self, t_sea_level):
        t = t_sea_level - 0.0065 * self.elevation
        return self.ddf * jnp.maximum(t, 0.0)
