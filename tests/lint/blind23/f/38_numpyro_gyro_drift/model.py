import numpyro
import numpyro.distributions as dist


def drift_model(temp, rate_err=None):
    b0 = numpyro.sample("b0", dist.Normal(0.0, 1.0))
    b1 = numpyro.sample("b1", dist.Normal(0.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    with numpyro.plate("obs", temp.shape[0]):
        numpyro.sample("rate_err", dist.Normal(b0 + b1 * temp, sigma), obs=rate_err)
