import jax
import jax.numpy as jnp
import numpy as np
import numpyro
import numpyro.distributions as dist
from numpyro.infer import Predictive

from checks import TEST_STATISTICS


def poisson_model(x, y=None):
    a = numpyro.sample("a", dist.Normal(0.0, 1.0))
    b = numpyro.sample("b", dist.Normal(0.0, 1.0))
    with numpyro.plate("data", x.shape[0]):
        numpyro.sample("y", dist.Poisson(jnp.exp(a + b * x)), obs=y)


def posterior_predictive_pvalues(y_obs, y_rep):
    report = {}
    for stat in TEST_STATISTICS:
        batched = jax.jit(jax.vmap(stat))
        t_rep = batched(y_rep)
        t_obs = stat(y_obs)
        report[stat.__name__] = float(jnp.mean(t_rep >= t_obs))
    return report


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.uniform(-1, 1, 40), dtype=jnp.float32)
    y = jnp.asarray(rng.negative_binomial(3, 0.4, 40), dtype=jnp.float32)
    # stand-in posterior draws (would come from MCMC in the full pipeline)
    posterior = {"a": jnp.asarray(rng.normal(1.4, 0.1, 100), dtype=jnp.float32),
                 "b": jnp.asarray(rng.normal(0.0, 0.1, 100), dtype=jnp.float32)}
    y_rep = Predictive(poisson_model, posterior)(jax.random.PRNGKey(1), x)["y"]
    for name, p in posterior_predictive_pvalues(y, y_rep).items():
        print(f"{name:14s} p = {p:.2f}")


if __name__ == "__main__":
    main()
