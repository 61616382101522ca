import itertools

import jax
import jax.numpy as jnp
import numpy as np


def simulate_sir(y0, beta, gamma, days=60, dt=0.5):
    def step(y, _):
        s, i, r = y
        new_inf = beta * s * i
        new_rec = gamma * i
        y = jnp.stack([s - dt * new_inf, i + dt * (new_inf - new_rec), r + dt * new_rec])
        return y, y[1]

    _, infected = jax.lax.scan(step, y0, None, length=int(days / dt))
    return infected


if __name__ == "__main__":
    y0 = jnp.array([0.99, 0.01, 0.0])
    peaks = {}
    for beta, gamma in itertools.product([0.2, 0.3, 0.4], [0.1, 0.15]):
        run = jax.jit(lambda y: simulate_sir(y, beta, gamma))
        peaks[(beta, gamma)] = float(run(y0).max())
    for k, v in peaks.items():
        print(k, round(v, 4))
