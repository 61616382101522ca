import jax
import jax.numpy as jnp


class DampedPendulum:
    def __init__(self, g=9.81, length=1.0, damping=0.2):
        self.g, self.length, self.damping = g, length, damping
        self.rk4 = jax.jit(self._rk4)

    def _rhs(self, state):
        theta, omega = state[0], state[1]
        return jnp.stack([omega, -self.g / self.length * jnp.sin(theta) - self.damping * omega])

    def _rk4(self, state, dt):
        k1 = self._rhs(state)
        k2 = self._rhs(state + dt / 2 * k1)
        k3 = self._rhs(state + dt / 2 * k2)
        k4 = self._rhs(state + dt * k3)
        return state + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

    def energy(self, state):
        theta, omega = state
        return 0.5 * self.length**2 * omega**2 + self.g * self.length * (1 - jnp.cos(theta))
