import numpy as np
import jax.numpy as jnp

from iv import two_stage, structural_residual_var


def main():
    rng = np.random.default_rng(0)
    n = 400
    Z = rng.normal(size=(n, 2)).astype(np.float32)
    u = rng.normal(size=n)
    X = (Z @ np.array([[0.8], [0.4]]) + 0.5 * u[:, None] + rng.normal(size=(n, 1))).astype(np.float32)
    y = (1.0 + 2.0 * X[:, 0] + u).astype(np.float32)
    Z, X, y = jnp.asarray(Z), jnp.asarray(X), jnp.asarray(y)

    params = two_stage(Z, X, y)
    print("2SLS sigma^2", float(structural_residual_var(params, X, y)))
    for shrink in (0.9, 0.8, 0.7):
        shrunk = [p * shrink for p in params]
        print(f"shrink {shrink}: sigma^2", float(structural_residual_var(shrunk, X, y)))


if __name__ == "__main__":
    main()
