import jax
import jax.numpy as jnp
import numpy as np

from compare import bayes_factor
from smc import marginal_likelihood

N_PARTICLES = 128


def simulate(rng, T=30, drift=0.1):
    x = np.cumsum(drift + 0.3 * rng.standard_normal(T))
    return (x + 0.5 * rng.standard_normal(T)).astype(np.float32)


def main():
    obs = jnp.asarray(simulate(np.random.default_rng(0)))
    key = jax.random.PRNGKey(0)
    for drift in (0.0, 0.05, 0.1, 0.2):
        key, sub = jax.random.split(key)
        ll = marginal_likelihood(sub, obs, jnp.float32(drift), N_PARTICLES)
        print(f"drift {drift:.2f}: log marginal likelihood {float(ll):.2f}")
    print("log BF (0.1 vs 0.0):", round(bayes_factor(key, obs, jnp.float32(0.1), jnp.float32(0.0), N_PARTICLES), 2))


if __name__ == "__main__":
    main()
