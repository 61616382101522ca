import numpyro
import numpyro.distributions as dist
from numpyro import handlers


def lepto_titer_model(log_titer, observed):
    mu = numpyro.sample("mu", dist.Normal(6.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2.0))
    with numpyro.plate("animals", log_titer.shape[0]), handlers.mask(mask=observed):
        numpyro.sample("titer", dist.Normal(mu, sigma), obs=log_titer)
