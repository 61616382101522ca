import numpyro
import numpyro.distributions as dist


def salinity_drift(cycle, delta_s=None):
    offset = numpyro.sample("offset", dist.Normal(0.0, 0.02))
    drift = numpyro.sample("drift", dist.Normal(0.0, 1e-3))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.01))
    with numpyro.plate("cycles", cycle.shape[0]):
        numpyro.sample("obs", dist.Normal(offset + drift * cycle, sigma), obs=delta_s)
