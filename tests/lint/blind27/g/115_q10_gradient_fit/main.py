import numpy as np
import jax.numpy as jnp

from fit import gradient_descent


def main():
    rng = np.random.default_rng(0)
    temps = np.array([12, 15, 18, 21, 24, 27], np.float32)
    rates = 0.3 * 2.2 ** ((temps - 20) / 10) * rng.lognormal(0, 0.03, 6)
    theta = jnp.zeros(2, jnp.float32)
    theta = gradient_descent(theta, jnp.asarray(temps), jnp.asarray(rates, jnp.float32), lr=0.5, n_iter=200)
    print("r20", float(jnp.exp(theta[0])), "Q10", float(jnp.exp(theta[1])))


if __name__ == "__main__":
    main()
