import functools
import itertools

import jax
import jax.numpy as jnp


@jax.jit
def loo_cv_error(X, y, lengthscale, noise):
    d2 = jnp.sum((X[:, None] - X[None]) ** 2, -1)
    K = jnp.exp(-0.5 * d2 / lengthscale**2) + noise * jnp.eye(X.shape[0])
    Kinv = jnp.linalg.inv(K)
    resid = (Kinv @ y) / jnp.diag(Kinv)
    return jnp.mean(resid**2)


def grid_search(X, y, lengthscales, noises):
    results = {}
    for ls, nz in itertools.product(lengthscales, noises):
        results[(ls, nz)] = float(loo_cv_error(X, y, jnp.float32(ls), jnp.float32(nz)))
    return min(results, key=results.get), results


def main():
    key = jax.random.PRNGKey(4)
    X = jax.random.uniform(key, (40, 2))
    y = jnp.sin(3 * X[:, 0]) + X[:, 1] ** 2
    best, results = grid_search(X, y, lengthscales=[0.1, 0.2, 0.4], noises=[1e-3, 1e-2])
    print("best (lengthscale, noise):", best, results[best])


if __name__ == "__main__":
    main()
