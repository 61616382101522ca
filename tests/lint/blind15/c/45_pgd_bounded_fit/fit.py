import jax
import jax.numpy as jnp


def model(theta, t):
    amp, rate, freq = theta
    return amp * jnp.exp(-rate * t) * jnp.cos(freq * t)


def loss(theta, t, y):
    return jnp.mean((model(theta, t) - y) ** 2)


@jax.jit
def projected_step(theta, t, y, bounds, lr):
    g = jax.grad(loss)(theta, t, y)
    lo, hi = bounds
    return jnp.clip(theta - lr * g, lo, hi)
