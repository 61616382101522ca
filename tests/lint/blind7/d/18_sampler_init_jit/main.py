import jax
import jax.numpy as jnp

from sampler import MetropolisSampler, log_density


def run(sampler, key, n_sweeps=6):
    x = jnp.zeros((sampler.n_chains, 2))
    rates = []
    for _ in range(n_sweeps):
        key, sub = jax.random.split(key)
        x, rate = sampler.kernel(sub, x)
        rates.append(float(rate))
    return x, rates


if __name__ == "__main__":
    samples, rates = run(MetropolisSampler(log_density), jax.random.PRNGKey(0))
    print("mean", samples.mean(axis=0), "acceptance", [round(r, 2) for r in rates])
