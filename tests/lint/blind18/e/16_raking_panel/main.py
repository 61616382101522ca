import numpy as np
import jax.numpy as jnp

from weighting import calibrate

POP_MARGINS = np.array([0.51, 0.49, 0.30, 0.45, 0.25], dtype=np.float32)


def make_wave(rng, n=200):
    sex = rng.integers(0, 2, size=n)
    age = rng.integers(0, 3, size=n)
    A = np.zeros((n, 5), dtype=np.float32)
    A[np.arange(n), sex] = 1.0
    A[np.arange(n), 2 + age] = 1.0
    base = rng.uniform(0.5, 1.5, size=n).astype(np.float32)
    return base, A


def main():
    rng = np.random.default_rng(0)
    for wave in range(4):
        base, A = make_wave(rng)
        targets = POP_MARGINS * base.sum()
        w = calibrate(jnp.asarray(base), jnp.asarray(A), jnp.asarray(targets))
        print(f"wave {wave}: design effect {float(len(w) * jnp.sum(w**2) / jnp.sum(w)**2):.3f}")


if __name__ == "__main__":
    main()
