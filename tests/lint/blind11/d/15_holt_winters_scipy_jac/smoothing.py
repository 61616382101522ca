import jax
import jax.numpy as jnp
import numpy as np


def holt_sse(theta, y):
    alpha = jax.nn.sigmoid(theta[0])
    beta = jax.nn.sigmoid(theta[1])

    def step(state, obs):
        level, trend = state
        pred = level + trend
        new_level = alpha * obs + (1 - alpha) * pred
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), (obs - pred) ** 2
    _, errs = jax.lax.scan(step, (y[0], y[1] - y[0]), y[1:])
    return errs.sum()


class HoltObjective:
    def __init__(self, y):
        self.y = jnp.asarray(y, dtype=jnp.float32)

    def value(self, theta):
        return float(holt_sse(jnp.asarray(theta, jnp.float32), self.y))

    def gradient(self, theta):
        grad_fn = jax.jit(jax.grad(holt_sse))
        return np.asarray(grad_fn(jnp.asarray(theta, jnp.float32), self.y), dtype=np.float64)
