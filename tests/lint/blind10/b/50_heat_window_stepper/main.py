import jax.numpy as jnp
import numpy as np

from solvers import make_heat_stepper

N = 128
KAPPA = 0.01


def run(n_windows=6):
    dx = 1.0 / N
    dt = 0.2 * dx**2 / KAPPA
    x = jnp.linspace(0.0, 1.0, N, endpoint=False)
    u = jnp.exp(-200.0 * (x - 0.5) ** 2)
    energy = []
    for window in range(n_windows):
        stepper = make_heat_stepper()
        u = stepper(u, dx, dt, KAPPA)
        energy.append(float(jnp.sum(u**2) * dx))
    return np.array(energy)


if __name__ == "__main__":
    print("energy per window:", np.round(run(), 5))
