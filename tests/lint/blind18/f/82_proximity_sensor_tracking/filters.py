import jax
import jax.numpy as jnp


@jax.jit
def _alpha_beta(state, z, alpha, beta, dt):
    x, v = state[0], state[1]
    x_pred = x + v * dt
    r = z - x_pred
    return jnp.stack([x_pred + alpha * r, v + beta * r / dt])


class RangeFilter:
    def __init__(self, name, alpha=0.5, beta=0.1, dt=0.05):
        self.name = name
        self.params = jnp.array([alpha, beta, dt], jnp.float32)
        self.state = jnp.zeros(2, jnp.float32)

    def update(self, z):
        a, b, dt = self.params
        self.state = _alpha_beta(self.state, z, a, b, dt)
        return self.state
