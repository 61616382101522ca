import jax
import jax.numpy as jnp
import numpy as np

from score import MixtureScore, langevin_level

SIGMAS = np.geomspace(3.0, 0.05, 8).tolist()


def main():
    key = jax.random.PRNGKey(0)
    means = jnp.array([[-2.0, 0.0], [2.0, 0.0], [0.0, 2.5]])
    x = 3.0 * jax.random.normal(key, (512, 2))
    for sigma in SIGMAS:
        key, sub = jax.random.split(key)
        x = langevin_level(MixtureScore(means, sigma), x, sub)
    d = jnp.min(jnp.linalg.norm(x[:, None] - means[None], axis=-1), axis=1)
    print("mean distance to nearest mode", float(d.mean()))


if __name__ == "__main__":
    main()
