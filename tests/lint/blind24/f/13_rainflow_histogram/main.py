import numpy as np
import jax
import jax.numpy as jnp

from counting import BINS, stress_histogram

CENTRES = jnp.asarray(0.5 * (BINS[1:] + BINS[:-1]), dtype=jnp.float32)


@jax.jit
def equivalent_stress_range(counts, m=3.0):
    n = jnp.sum(counts)
    return (jnp.sum(counts * CENTRES ** m) / n) ** (1.0 / m)


def main():
    rng = np.random.default_rng(4)
    for day in range(7):
        history = np.cumsum(rng.normal(0, 12.0, 3000))
        history -= np.convolve(history, np.ones(200) / 200, mode="same")
        counts = stress_histogram(history, include_residue=(day % 3 == 2))
        s_eq = equivalent_stress_range(counts)
        print(f"day {day}: cycles {counts.sum():.1f}, S_eq {float(s_eq):.2f} MPa")


if __name__ == "__main__":
    main()
