import equinox as eqx
import jax.numpy as jnp


class Aquifer1D(eqx.Module):
    conductivity: float
    porosity: float
    length: float = 500.0

    def heads(self, h_left, h_right, recharge, n=51):
        x = jnp.linspace(0.0, self.length, n)
        L = self.length
        return h_left + (h_right - h_left) * x / L + recharge / (2 * self.conductivity) * x * (L - x)

    def seepage_velocity(self, h):
        grad = jnp.gradient(h, self.length / (h.shape[0] - 1))
        return -self.conductivity * grad / self.porosity
