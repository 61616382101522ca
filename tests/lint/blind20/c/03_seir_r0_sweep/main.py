from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

POP = 50_000.0
INCUBATION_DAYS = 5.2
INFECTIOUS_DAYS = 7.0


@partial(jax.jit, static_argnums=(1, 2))
def simulate_seir(y0, r0, n_days):
    sigma = 1.0 / INCUBATION_DAYS
    gamma = 1.0 / INFECTIOUS_DAYS
    beta = r0 * gamma

    def rhs(y, _):
        s, e, i, r = y
        infect = beta * s * i / POP
        dy = jnp.stack([-infect, infect - sigma * e, sigma * e - gamma * i, gamma * i])
        y_next = y + 0.5 * dy
        return y_next, y_next[2]

    _, prevalence = jax.lax.scan(rhs, y0, None, length=n_days)
    return prevalence


def peak_summary(prevalence):
    day = int(jnp.argmax(prevalence))
    return day, float(prevalence[day])


if __name__ == "__main__":
    y0 = jnp.array([POP - 10.0, 0.0, 10.0, 0.0])
    horizon = 2 * 180
    for r0 in np.linspace(1.2, 3.0, 7):
        day, height = peak_summary(simulate_seir(y0, float(r0), horizon))
        print(f"R0={r0:.2f}: peak on day {day / 2:.1f} with {height:.0f} infectious")
