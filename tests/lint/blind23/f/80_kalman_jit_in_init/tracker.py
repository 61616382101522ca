import jax
import jax.numpy as jnp


class AlphaBetaTracker:
    """Radar track filter; gains fixed by the radar's update rate."""

    def __init__(self, alpha, beta, dt):
        self.alpha = alpha
        self.beta = beta
        self.dt = dt
        self._update = jax.jit(self._track_update)

    def _track_update(self, x, v, z):
        xp = x + v * self.dt
        r = z - xp
        return xp + self.alpha * r, v + self.beta * r / self.dt

    def update(self, x, v, z):
        return self._update(x, v, z)
