from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def simulate_sir(y0, beta, gamma=0.1, days=120, dt=0.5):
    def deriv(y):
        s, i, r = y
        inf = beta * s * i
        return jnp.array([-inf, inf - gamma * i, gamma * i])

    def body(y, _):
        y = y + dt * deriv(y)
        return y, y[1]

    _, infected = jax.lax.scan(body, y0, None, length=int(days / dt))
    return infected


if __name__ == "__main__":
    y0 = jnp.array([0.99, 0.01, 0.0])
    peaks = {}
    for beta in np.linspace(0.15, 0.45, 6):
        run = jax.jit(partial(simulate_sir, beta=float(beta)))
        infected = run(y0)
        peaks[round(float(beta), 3)] = float(infected.max())
    for b, p in peaks.items():
        print(f"beta={b:.3f} peak infected={p:.3f}")
