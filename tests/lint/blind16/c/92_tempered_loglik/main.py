import jax
import jax.numpy as jnp
import numpy as np

from smc import mh_move, posterior_predictive_check


def main():
    rng = np.random.default_rng(0)
    t = jnp.linspace(0, 10, 80)
    y = jnp.asarray(1.3 * np.sin(0.9 * np.asarray(t) + 0.4) + 0.2 * rng.standard_normal(80), jnp.float32)
    theta = jnp.array([1.0, 1.0, 0.0, -1.0])
    key = jax.random.PRNGKey(0)
    samples = []
    for i in range(30):
        key, sub = jax.random.split(key)
        theta = mh_move(theta, t, y, sub)
        samples.append(theta)
    print(posterior_predictive_check(samples[-10:], t, y))


if __name__ == "__main__":
    main()
