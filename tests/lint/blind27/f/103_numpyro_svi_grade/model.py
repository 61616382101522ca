import numpyro
import numpyro.distributions as dist


def grade_regression(x, log_au=None):
    w = numpyro.sample("w", dist.Normal(0.0, 1.0).expand([x.shape[1]]).to_event(1))
    b = numpyro.sample("b", dist.Normal(0.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("samples", x.shape[0]):
        numpyro.sample("obs", dist.Normal(x @ w + b, sigma), obs=log_au)
