import equinox as eqx
import jax
import jax.numpy as jnp


class GroundwaterModel(eqx.Module):
    log_k: jax.Array
    storativity: jax.Array
    cell_size: float = 50.0

    def step(self, h, pumping, dt):
        k = jnp.exp(self.log_k)
        lap = (jnp.roll(h, 1) - 2 * h + jnp.roll(h, -1)) / self.cell_size ** 2
        return h + dt * (k * lap - pumping) / self.storativity
