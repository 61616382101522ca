import jax.numpy as jnp
import numpy as np

from solvers import get_heat_solver

SOIL = {"nx": 20, "alpha": 0.02}


def simulate_day(T, surface_series):
    for ts in surface_series:
        step = get_heat_solver(SOIL["nx"], SOIL["alpha"])
        T = step(T, ts, 0.01)
    return T


def main():
    T = jnp.full(SOIL["nx"], 10.0, jnp.float32)
    hours = np.arange(24)
    for day in range(3):
        surface = (10 + 8 * np.sin(2 * np.pi * (hours - 9) / 24)).astype(np.float32)
        T = simulate_day(T, surface)
        print(day, np.round(np.asarray(T[:5]), 2))


if __name__ == "__main__":
    main()
