import jax
import jax.numpy as jnp


class TrainedFlow:
    """Wraps a learned linear flow dz/dt = A z and evaluates it at query times."""

    def __init__(self, A, z0):
        self.A = A
        self.z0 = z0
        self.state_at = jax.jit(self._state_at)

    def _state_at(self, A, z0, t):
        return jax.scipy.linalg.expm(A * t) @ z0
