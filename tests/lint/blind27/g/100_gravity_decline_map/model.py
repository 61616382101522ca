import numpyro
import numpyro.distributions as dist


def decline_model(t, sg=None):
    sg0 = numpyro.sample("sg0", dist.Normal(1.090, 0.01))
    k = numpyro.sample("k", dist.LogNormal(-2.0, 0.5))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.002))
    mu = 0.995 + (sg0 - 0.995) * (1.0 / (1.0 + (k * t) ** 2))
    numpyro.sample("obs", dist.Normal(mu, sigma), obs=sg)
