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


sse_and_grad = jax.jit(jax.value_and_grad(holt_sse))


class HoltObjective:
    def __init__(self, y):
        self.y = jnp.asarray(y, dtype=jnp.float32)
        self.n_calls = 0

    def __call__(self, theta):
        self.n_calls += 1
        value, grad = sse_and_grad(jnp.asarray(theta, jnp.float32), self.y)
        return float(value), np.asarray(grad, dtype=np.float64)
