import jax.numpy as jnp


def damped_oscillator(theta, t):
    amp, gamma, omega, phase = theta
    return amp * jnp.exp(-gamma * t) * jnp.cos(omega * t + phase)


def sse(theta, t, y):
    r = damped_oscillator(theta, t) - y
    return jnp.sum(r**2)
