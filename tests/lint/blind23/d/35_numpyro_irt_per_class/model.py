import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def rasch(student, item, n_students, n_items, y=None):
    theta = numpyro.sample("theta", dist.Normal(0, 1).expand([n_students]))
    beta = numpyro.sample("beta", dist.Normal(0, 1).expand([n_items]))
    numpyro.sample("y", dist.Bernoulli(logits=theta[student] - beta[item]), obs=y)
