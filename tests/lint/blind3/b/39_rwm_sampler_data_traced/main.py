import jax
import jax.numpy as jnp
import numpy as np

from models import poisson_regression_log_joint
from sampler import rwm_chain

SITES = ["north", "south", "east", "west"]


def simulate_site(rng, n_weeks=52):
    exposure = rng.uniform(50, 150, n_weeks).astype(np.float32)
    a, b = rng.normal(-3.0, 0.3), rng.normal(0.5, 0.3)
    counts = rng.poisson(exposure * np.exp(a + b * np.linspace(0, 1, n_weeks)))
    return jnp.asarray(exposure), jnp.asarray(counts, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(17)
    key = jax.random.PRNGKey(0)
    for site in SITES:
        data = simulate_site(rng)
        key, sub = jax.random.split(key)
        samples, acc = rwm_chain(poisson_regression_log_joint, sub, jnp.array([-3.0, 0.0]), 0.05, data)
        post = np.asarray(samples[150:]).mean(axis=0)
        print(f"{site:8s} a={post[0]:+.3f} b={post[1]:+.3f} accept={float(acc):.2f}")


if __name__ == "__main__":
    main()
