from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def simulate_sir(beta, y0, gamma=1 / 7, days=100, dt=0.5):
    def body(y, _):
        s, i, r = y
        inf = beta * s * i
        y = y + dt * jnp.array([-inf, inf - gamma * i, gamma * i])
        return y, y[1]
    _, infected = jax.lax.scan(body, y0, None, length=int(days / dt))
    return infected


peak_infected = jax.jit(partial(simulate_sir, gamma=1 / 10))

if __name__ == "__main__":
    y0 = jnp.array([0.999, 0.001, 0.0])
    for beta in np.linspace(0.2, 0.6, 6):
        infected = peak_infected(jnp.float32(beta), y0)
        print(f"beta={beta:.2f} peak={float(infected.max()):.3f} day={int(infected.argmax()) / 2}")
