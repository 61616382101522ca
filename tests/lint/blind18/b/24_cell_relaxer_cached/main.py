import jax.numpy as jnp
import numpy as np

from calculator import PeriodicLJCalculator
from relax import steepest_descent


def fcc_cell(a=1.6, reps=2, jitter=0.05, seed=0):
    basis = np.array([[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]])
    cells = np.stack(np.meshgrid(*[np.arange(reps)] * 3, indexing="ij"), -1).reshape(-1, 3)
    pos = (cells[:, None, :] + basis[None]).reshape(-1, 3) * a
    pos += np.random.default_rng(seed).normal(scale=jitter, size=pos.shape)
    return jnp.asarray(pos, jnp.float32), a * reps


def main():
    pos, box = fcc_cell()
    calc = PeriodicLJCalculator(box)
    print("E0", float(calc.energy(pos)))
    pos = steepest_descent(calc, pos)
    print("E1", float(calc.energy(pos)))


if __name__ == "__main__":
    main()
