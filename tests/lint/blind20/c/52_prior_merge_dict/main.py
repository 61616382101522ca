import jax
import jax.numpy as jnp
import numpy as np

from priors import prior_means

DAYS = 60


@jax.jit
def log_posterior(theta, prior, cases):
    def run(carry, _):
        s, i = carry
        new = theta["beta"] * s * i
        return (s - new, i + new - theta["gamma"] * i), new

    _, incidence = jax.lax.scan(run, (jnp.float32(0.999), jnp.float32(0.001)), None, length=DAYS)
    mu = theta["rho"] * incidence * 1e5 + 1e-3
    loglik = jnp.sum(cases * jnp.log(mu) - mu)
    logprior = sum(-0.5 * ((theta[k] - prior[k]) / 0.05) ** 2 for k in prior)
    return loglik + logprior


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for region, use_expert in [(0, False), (1, True), (2, False), (3, True)]:
        prior = prior_means(region, use_expert)
        theta = {k: jnp.float32(v) for k, v in prior.items()}
        cases = jnp.asarray(rng.poisson(30, DAYS), dtype=jnp.float32)
        print(f"region {region}: log posterior at prior mean {float(log_posterior(theta, prior, cases)):.1f}")
