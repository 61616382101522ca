import equinox as eqx
import numpy as np
import jax.numpy as jnp


class GroundLoop(eqx.Module):
    borehole_resistance: np.float32
    soil_conductivity: np.float32
    n_bores: int = 24

    def fluid_temp(self, q_w_per_m, t_ground):
        return t_ground + q_w_per_m * (self.borehole_resistance + 1.0 / (2 * jnp.pi * self.soil_conductivity))
