import equinox as eqx
import jax
import jax.numpy as jnp


class MeltColumn(eqx.Module):
    ddf: jax.Array
    elevation: jax.Array

    def melt(self, t_sea_level):
        return self.ddf * jnp.maximum(t_sea_level - 0.0065 * self.elevation, 0.0)


def build_registry(specs):
    return {name: MeltColumn(ddf=jnp.float32(ddf), elevation=jnp.asarray(z, jnp.float32)) for name, ddf, z in specs}
