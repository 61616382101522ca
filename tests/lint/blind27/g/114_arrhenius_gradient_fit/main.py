import numpy as np
import jax.numpy as jnp

from fit import gradient_descent


def main():
    rng = np.random.default_rng(0)
    temps = np.array([12, 15, 18, 21, 24, 27], np.float32) + 273.15
    rates = np.exp(20.0 - 55000.0 / (8.314 * temps)) * rng.lognormal(0, 0.03, 6)
    theta = jnp.array([15.0, 45000.0], jnp.float32)
    theta = gradient_descent(theta, jnp.asarray(temps), jnp.asarray(rates, jnp.float32), lr=1e-3, n_iter=8)
    print("log A", float(theta[0]), "Ea", float(theta[1]))


if __name__ == "__main__":
    main()
