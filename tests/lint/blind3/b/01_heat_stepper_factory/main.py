import numpy as np
import jax.numpy as jnp

from solvers import make_stepper

N = 128
LENGTH = 1.0
KAPPA = 0.01


def initial_condition(x):
    return np.exp(-((x - 0.5) ** 2) / 0.005)


def main():
    x = np.linspace(0.0, LENGTH, N)
    dx = x[1] - x[0]
    dt = 0.4 * dx**2 / KAPPA
    u = jnp.asarray(initial_condition(x), dtype=jnp.float32)

    history = [float(u.max())]
    for window in range(6):
        stepper = make_stepper(KAPPA, dx, dt)
        u = stepper(u)
        history.append(float(u.max()))

    decay = np.diff(history)
    print("peak per window:", np.round(history, 4))
    print("monotone decay:", bool(np.all(decay <= 0)))


if __name__ == "__main__":
    main()
