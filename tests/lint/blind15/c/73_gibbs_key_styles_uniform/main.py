import jax
import jax.numpy as jnp

from gibbs import gibbs_sweep
from rng_utils import chain_keys

SEED = 0
N_CHAINS = 4


if __name__ == "__main__":
    y = 2.0 + 0.5 * jax.random.normal(jax.random.key(42), (100,))
    mu0, tau0 = jnp.float32(0.0), jnp.float32(1.0)
    # short pilot run to check the sampler before launching the chains
    mu, tau, _ = gibbs_sweep(jax.random.key(SEED), mu0, tau0, y)
    print("pilot", float(mu), float(tau))
    means = []
    for k in chain_keys(SEED, N_CHAINS):
        mu, tau, trace = gibbs_sweep(k, mu0, tau0, y)
        means.append(trace[10:].mean())
    print("posterior means per chain", jnp.stack(means))
