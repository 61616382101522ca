import numpyro
import numpyro.distributions as dist


def taxi_model(congestion, mask, taxi_min=None):
    a = numpyro.sample("a", dist.Normal(12.0, 5.0))
    b = numpyro.sample("b", dist.Normal(0.0, 5.0))
    s = numpyro.sample("s", dist.HalfNormal(5.0))
    with numpyro.plate("obs", congestion.shape[0]), numpyro.handlers.mask(mask=mask):
        numpyro.sample("taxi", dist.Normal(a + b * congestion, s), obs=taxi_min)
