import numpyro
import numpyro.distributions as dist


def duration_model(log_dur, valid):
    mu = numpyro.sample("mu", dist.Normal(-0.5, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("obs", log_dur.shape[0]), numpyro.handlers.mask(mask=valid):
        numpyro.sample("y", dist.Normal(mu, sigma), obs=log_dur)
