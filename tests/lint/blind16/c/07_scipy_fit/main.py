import numpy as np
import jax.numpy as jnp

from fitting import CurveFit


def synthetic(n=200, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 10.0, n)
    y = 1.5 * np.exp(-0.3 * t) * np.cos(2.0 * t + 0.4) + 0.05 * rng.standard_normal(n)
    return jnp.asarray(t, jnp.float32), jnp.asarray(y, jnp.float32)


def main():
    t, y = synthetic()
    fit = CurveFit(t, y)
    res = fit.run(np.array([1.0, 0.2, 1.9, 0.0]))
    print("theta", np.round(res.x, 3), "nfev", res.nfev, "iters", len(fit.history))


if __name__ == "__main__":
    main()
