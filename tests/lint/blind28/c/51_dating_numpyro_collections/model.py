import numpyro
import numpyro.distributions as dist


def scriptorium_model(features, years=None):
    n_feat = features.shape[1]
    w = numpyro.sample("w", dist.Normal(0.0, 1.0).expand([n_feat]).to_event(1))
    base = numpyro.sample("base", dist.Normal(14.5, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("leaves", features.shape[0]):
        numpyro.sample("year", dist.Normal(base + features @ w, sigma), obs=years)
