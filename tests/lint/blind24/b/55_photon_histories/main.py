import jax
import numpy as np

from mc import MU_PB, uncollided_fraction
from plan import RUNS


def main():
    key = jax.random.PRNGKey(0)
    for label, t, n in RUNS:
        key, sub = jax.random.split(key)
        frac = uncollided_fraction(sub, t, n_histories=n)
        print(f"{label}: {float(frac):.4f} (analytic {np.exp(-MU_PB * t):.4f}, N={n})")


if __name__ == "__main__":
    main()
