import numpy as np
import jax.numpy as jnp
from scipy import optimize

from objectives import elbo_and_grad


def scipy_objective(counts, exposure):
    def fun(flat):
        value, grad = elbo_and_grad(jnp.asarray(flat, dtype=jnp.float32), counts, exposure)
        return float(value), np.asarray(grad, dtype=np.float64)
    return fun


def main():
    rng = np.random.default_rng(1)
    exposure = jnp.asarray(rng.uniform(0, 1, size=50), dtype=jnp.float32)
    counts = jnp.asarray(rng.poisson(np.exp(0.5 + 1.2 * np.asarray(exposure))), dtype=jnp.float32)
    fun = scipy_objective(counts, exposure)
    res = optimize.minimize(fun, np.zeros(4), jac=True, method="L-BFGS-B", options={"maxiter": 8})
    mu, sigma = res.x[:2], np.exp(res.x[2:])
    print("q(z) mean", np.round(mu, 3), "sd", np.round(sigma, 3), "nfev", res.nfev)


if __name__ == "__main__":
    main()
