import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def johnes_model(elisa, age):
    # ELISA optical density for Johne's disease, mixture of infected / not infected
    prev = numpyro.sample("prev", dist.Beta(1.0, 9.0))
    mu_neg = numpyro.sample("mu_neg", dist.Normal(0.1, 0.1))
    mu_pos = numpyro.sample("mu_pos", dist.Normal(0.8, 0.3))
    slope = numpyro.sample("age_slope", dist.Normal(0.0, 0.1))
    with numpyro.plate("cows", elisa.shape[0]):
        mix = dist.MixtureSameFamily(
            dist.Categorical(probs=jnp.stack([1 - prev, prev])),
            dist.Normal(jnp.stack([mu_neg + 0 * age, mu_pos + slope * age], -1), 0.15),
        )
        numpyro.sample("od", mix, obs=elisa)
