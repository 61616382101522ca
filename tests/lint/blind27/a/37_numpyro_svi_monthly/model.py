import numpyro
import numpyro.distributions as dist
from numpyro.infer.autoguide import AutoNormal


def claim_severity(log_amounts=None):
    mu = numpyro.sample("mu", dist.Normal(8.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2.0))
    with numpyro.plate("claims", log_amounts.shape[0]):
        numpyro.sample("obs", dist.Normal(mu, sigma), obs=log_amounts)


guide = AutoNormal(claim_severity)
