import numpyro
import numpyro.distributions as dist


def slip_rate_model(offsets_m, ages_ka, obs=None):
    # fault slip rate from dated offset landforms (mm/yr)
    rate = numpyro.sample("rate", dist.LogNormal(1.0, 0.7))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2.0))
    pred = rate * ages_ka
    numpyro.sample("offset", dist.Normal(pred, sigma), obs=obs)
