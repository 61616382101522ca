import jax.numpy as jnp
import numpy as np

from gp import neg_log_marginal

NOISE = 0.05


def make_data(n=30, seed=0):
    rng = np.random.default_rng(seed)
    X = np.sort(rng.uniform(-3, 3, size=(n, 1)), axis=0)
    y = np.sin(2.0 * X[:, 0]) + 0.1 * rng.normal(size=n)
    return jnp.asarray(X, jnp.float32), jnp.asarray(y, jnp.float32)


def main():
    X, y = make_data()

    lengthscale = 1
    best = float(neg_log_marginal(X, y, lengthscale, NOISE))
    print(f"default lengthscale: nlml={best:.3f}")

    # coarse log-spaced grid
    for ell in np.logspace(-1, 1, 5):
        val = float(neg_log_marginal(X, y, ell, NOISE))
        if val < best:
            best, lengthscale = val, ell
    print(f"coarse: ell={lengthscale:.3f} nlml={best:.3f}")

    # local refinement around the coarse optimum
    center = float(lengthscale)
    for factor in (0.7, 0.85, 1.15, 1.3):
        ell = center * factor
        val = float(neg_log_marginal(X, y, ell, NOISE))
        if val < best:
            best, lengthscale = val, ell
    print(f"refined: ell={lengthscale:.3f} nlml={best:.3f}")


if __name__ == "__main__":
    main()
