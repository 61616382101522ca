import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def bt_model(a, b, y, n_players):
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("players", n_players):
        skill = numpyro.sample("skill", dist.Normal(0.0, sigma))
    with numpyro.plate("games", a.shape[0]):
        numpyro.sample("y", dist.Bernoulli(logits=skill[a] - skill[b]), obs=y)
