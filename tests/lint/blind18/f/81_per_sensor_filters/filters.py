import jax
import jax.numpy as jnp


def _alpha_beta(state, z, alpha, beta, dt):
    x, v = state[0], state[1]
    x_pred = x + v * dt
    r = z - x_pred
    return jnp.stack([x_pred + alpha * r, v + beta * r / dt])


class RangeFilter:
    def __init__(self, name, alpha=0.5, beta=0.1, dt=0.05):
        self.name = name
        self.alpha, self.beta, self.dt = alpha, beta, dt
        self.state = jnp.zeros(2, jnp.float32)

        def step(state, z):
            return _alpha_beta(state, z, self.alpha, self.beta, self.dt)

        self._update = jax.jit(step)

    def update(self, z):
        self.state = self._update(self.state, z)
        return self.state
