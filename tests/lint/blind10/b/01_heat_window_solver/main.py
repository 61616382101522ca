import numpy as np
import jax.numpy as jnp

from solvers import make_heat_stepper

N = 128
LENGTH = 1.0
KAPPA = 0.01


def initial_condition(x):
    return jnp.exp(-200.0 * (x - 0.5) ** 2)


def run(n_windows=6):
    dx = LENGTH / N
    dt = 0.2 * dx**2 / KAPPA
    x = jnp.linspace(0.0, LENGTH, N, endpoint=False)
    u = initial_condition(x)
    energy = []
    for window in range(n_windows):
        stepper = make_heat_stepper(dx, dt, KAPPA)
        u = stepper(u)
        energy.append(float(jnp.sum(u**2) * dx))
    return np.array(energy)


if __name__ == "__main__":
    e = run()
    print("energy per window:", np.round(e, 5))
