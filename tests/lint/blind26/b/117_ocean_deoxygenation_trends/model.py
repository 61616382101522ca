import numpyro
import numpyro.distributions as dist


def oxygen_trend(year, o2, good):
    mean = numpyro.sample("mean", dist.Normal(200.0, 50.0))
    trend = numpyro.sample("trend", dist.Normal(0.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(10.0))
    with numpyro.plate("obs", year.shape[0]):
        with numpyro.handlers.mask(mask=good):
            numpyro.sample("o2", dist.Normal(mean + trend * year, sigma), obs=o2)
