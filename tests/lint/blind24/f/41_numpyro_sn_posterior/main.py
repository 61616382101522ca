import numpy as np
import jax
import jax.numpy as jnp
from numpyro.infer import MCMC, NUTS

from model import basquin


def test_programme(seed=0):
    rng = np.random.default_rng(seed)
    s = np.repeat([80.0, 100.0, 125.0, 160.0, 200.0], 6)
    log_n = 12.3 - 3.1 * np.log10(s) + rng.normal(0, 0.18, s.size)
    return jnp.asarray(np.log10(s), jnp.float32), jnp.asarray(log_n, jnp.float32)


@jax.jit
def design_life(samples, log_s, quantile_z):
    mu = samples["a"][:, None] - samples["m"][:, None] * log_s[None, :]
    lower = mu - quantile_z * samples["sigma"][:, None]
    return jnp.percentile(lower, 50, axis=0)


def main():
    log_s, log_n = test_programme()
    mcmc = MCMC(NUTS(basquin), num_warmup=200, num_samples=200, progress_bar=False)
    mcmc.run(jax.random.PRNGKey(0), log_s, log_n)
    post = mcmc.get_samples()
    ranges = jnp.log10(jnp.linspace(40.0, 250.0, 8))
    for label, z in [("mean", 0.0), ("97.7% survival", 2.0), ("99.9% survival", 3.09)]:
        life = design_life(post, ranges, z)
        print(label, np.round(10 ** np.asarray(life) / 1e6, 3))


if __name__ == "__main__":
    main()
