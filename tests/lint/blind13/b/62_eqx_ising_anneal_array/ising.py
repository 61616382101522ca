import equinox as eqx
import jax
import jax.numpy as jnp


class CheckerboardMetropolis(eqx.Module):
    coupling: jax.Array
    field: jax.Array
    beta: jax.Array
    lattice_size: int = eqx.field(static=True)

    def local_field(self, spins):
        nb = (jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0) +
              jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1))
        return self.coupling * nb + self.field

    def half_sweep(self, spins, key, parity):
        n = self.lattice_size
        ii, jj = jnp.meshgrid(jnp.arange(n), jnp.arange(n), indexing="ij")
        mask = ((ii + jj) % 2) == parity
        d_e = 2.0 * spins * self.local_field(spins)
        accept = jax.random.uniform(key, spins.shape) < jnp.exp(-self.beta * d_e)
        return jnp.where(mask & accept, -spins, spins)


@eqx.filter_jit
def sweep(kernel, spins, key):
    k1, k2 = jax.random.split(key)
    spins = kernel.half_sweep(spins, k1, 0)
    spins = kernel.half_sweep(spins, k2, 1)
    return spins, jnp.mean(spins)
