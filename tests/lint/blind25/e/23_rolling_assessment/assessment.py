import numpy as np
import jax.numpy as jnp
from smoother import kalman_biomass

class RollingAssessment:
    def __init__(self):
        self.history = []

    def add_year(self, index_value):
        self.history.append(np.log(index_value))
        est = kalman_biomass(jnp.asarray(self.history, dtype=jnp.float32), 0.05, 0.2)
        return float(jnp.exp(est[-1]))
