import numpyro
import numpyro.distributions as dist


def trend_model(year, temp=None):
    intercept = numpyro.sample("intercept", dist.Normal(14.0, 2.0))
    slope = numpyro.sample("slope", dist.Normal(0.0, 0.05))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    with numpyro.plate("obs", year.shape[0]):
        numpyro.sample("temp", dist.Normal(intercept + slope * (year - 1950.0), sigma), obs=temp)
