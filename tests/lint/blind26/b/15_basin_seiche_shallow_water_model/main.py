import jax.numpy as jnp
import numpy as np

from grid import BasinGrid
from solver import integrate_seiche


def run_window(eta, u):
    grid = BasinGrid(nx=100, dx=1000.0)
    return integrate_seiche(eta, u, grid=grid, n_steps=150)


def main():
    x = np.arange(100) * 1000.0
    eta = jnp.asarray(0.5 * np.cos(np.pi * x / x[-1]), dtype=jnp.float32)
    u = jnp.zeros(101, dtype=jnp.float32)
    records = []
    for window in range(5):
        eta, u, gauge = run_window(eta, u)
        records.append(np.asarray(gauge))
        print(f"window {window}: gauge range {float(gauge.min()):+.3f} .. {float(gauge.max()):+.3f} m")
    print("samples:", sum(len(r) for r in records))


if __name__ == "__main__":
    main()
