import jax.numpy as jnp
import numpy as np


class GlenLaw:
    def __init__(self, temperature_c, n=3.0):
        self.n = n
        t = temperature_c + 273.15
        # Cuffey & Paterson (2010) rate factor, Arrhenius about -10 C
        q = 60e3 if temperature_c < -10 else 115e3
        self.A = float(3.5e-25 * np.exp(-q / 8.314 * (1.0 / t - 1.0 / 263.15)))

    def viscosity(self, strain_rate):
        eff = jnp.sqrt(strain_rate ** 2 + 1e-20)
        return 0.5 * self.A ** (-1.0 / self.n) * eff ** ((1.0 - self.n) / self.n)
