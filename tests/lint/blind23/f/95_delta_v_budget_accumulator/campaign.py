import numpy as np
import jax.numpy as jnp

from maneuvers import execute_burn


class StationKeeping:
    def __init__(self, wet_mass):
        self.mass = jnp.float32(wet_mass)
        self.dv_used = jnp.array(0.0)

    def plan(self, rng):
        return jnp.asarray(rng.normal(0, 0.002, 3) + np.array([0.0, 0.004, 0.0]), jnp.float32)

    def run(self, n_burns, seed=0):
        rng = np.random.default_rng(seed)
        for _ in range(n_burns):
            self.mass, self.dv_used = execute_burn(self.mass, self.dv_used, self.plan(rng))
        return self.mass, self.dv_used
