import dataclasses

import jax.numpy as jnp
import numpy as np

from trust import TrustRegionConfig, dogleg_step, rosenbrock


class TrustRegionSolver:
    def __init__(self, config=None):
        self.config = config or TrustRegionConfig()
        self.history = []

    def _update_radius(self, rho, step_norm):
        radius = self.config.radius
        if rho < 0.25:
            radius = 0.25 * step_norm
        elif rho > 0.75 and np.isclose(step_norm, radius, rtol=1e-3):
            radius = min(2.0 * radius, self.config.max_radius)
        self.config = dataclasses.replace(self.config, radius=radius)

    def run(self, x, n_iter):
        for _ in range(n_iter):
            p, rho = dogleg_step(x, self.config)
            rho = float(rho)
            if rho > self.config.eta:
                x = x + p
            self._update_radius(rho, float(jnp.linalg.norm(p)))
            self.history.append((float(rosenbrock(x)), self.config.radius))
        return x
