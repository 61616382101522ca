import numpy as np
import jax.numpy as jnp

from laplace import fit_map, laplace_covariance


def make_data(n=200, d=3, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = np.array([1.5, -2.0, 0.5], dtype=np.float32)
    p = 1.0 / (1.0 + np.exp(-(x @ w - 0.3)))
    y = (rng.uniform(size=n) < p).astype(np.float32)
    return x, y


def main():
    x, y = make_data()
    theta0 = np.zeros(x.shape[1] + 1)
    res = fit_map(x, y, theta0)
    print("MAP", np.round(res.x, 3), "nit", res.nit, "nfev", res.nfev)
    cov = laplace_covariance(res.x, jnp.asarray(x), jnp.asarray(y))
    print("posterior sd", np.round(np.sqrt(np.diag(np.asarray(cov))), 3))


if __name__ == "__main__":
    main()
