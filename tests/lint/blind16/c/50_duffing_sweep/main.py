import jax.numpy as jnp

from oscillator import poincare_section
from sweep import FORCING_LEVELS


def main():
    x0 = jnp.array([1.0, 0.0])
    for gamma in FORCING_LEVELS:
        xs = poincare_section(x0, gamma)
        n_distinct = len(set(jnp.round(xs, 3).tolist()))
        print(f"forcing={gamma}: {n_distinct} distinct section points")


if __name__ == "__main__":
    main()
