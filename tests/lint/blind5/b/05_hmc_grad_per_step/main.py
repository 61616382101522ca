import jax.numpy as jnp
import numpy as np

from model import make_log_posterior
from sampler import hmc


def synthetic_data(n=40, seed=3):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-2, 2, size=n)
    y = 1.7 * x - 0.4 + rng.normal(scale=0.3, size=n)
    return jnp.asarray(x, dtype=jnp.float32), jnp.asarray(y, dtype=jnp.float32)


if __name__ == "__main__":
    x, y = synthetic_data()
    log_post = make_log_posterior(x, y)
    draws, acc = hmc(log_post, jnp.zeros(3), n_samples=5)
    print("posterior mean", draws.mean(0).round(3), "acceptance", acc)
