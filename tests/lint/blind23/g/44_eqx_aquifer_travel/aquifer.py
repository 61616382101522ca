import equinox as eqx
import jax
import jax.numpy as jnp


class Aquifer1D(eqx.Module):
    conductivity: jax.Array
    porosity: jax.Array
    n_cells: int = 51
    length: float = 500.0

    def heads(self, h_left, h_right, recharge):
        x = jnp.linspace(0.0, self.length, self.n_cells)
        L = self.length
        return h_left + (h_right - h_left) * x / L + recharge / (2 * self.conductivity) * x * (L - x)

    def seepage_velocity(self, h):
        grad = jnp.gradient(h, self.length / (self.n_cells - 1))
        return -self.conductivity * grad / self.porosity
