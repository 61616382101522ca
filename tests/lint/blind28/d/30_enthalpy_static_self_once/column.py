from functools import partial

import jax
import jax.numpy as jnp


class EnthalpyColumn:
    """Vertical enthalpy/temperature column of an ice sheet (Aschwanden et al. 2012 simplified)."""

    def __init__(self, thickness, n_layers, geothermal=0.05):
        self.n_layers = n_layers
        self.dz = thickness / (n_layers - 1)
        self.geothermal = geothermal
        self.kappa = 1.09e-6 * 31556926.0

    @partial(jax.jit, static_argnums=0)
    def advance(self, temp, t_surface, w_adv, dt):
        t = temp.at[-1].set(t_surface)
        basal = t[1] + self.geothermal * self.dz / 2.1
        t = t.at[0].set(jnp.minimum(basal, -0.0))
        diff = self.kappa * (t[2:] - 2 * t[1:-1] + t[:-2]) / self.dz ** 2
        adv = -w_adv * (t[2:] - t[:-2]) / (2 * self.dz)
        return t.at[1:-1].add(dt * (diff + adv))
