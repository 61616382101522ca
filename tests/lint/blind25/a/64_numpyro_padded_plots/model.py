import numpyro
import numpyro.distributions as dist
from numpyro.infer.autoguide import AutoDiagonalNormal


def strip_trial_model(n_rate, mask, yields=None):
    a = numpyro.sample("a", dist.Normal(6.0, 2.0))
    b = numpyro.sample("b", dist.Normal(0.01, 0.01))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("plots", n_rate.shape[0]), numpyro.handlers.mask(mask=mask):
        numpyro.sample("y", dist.Normal(a + b * n_rate, sigma), obs=yields)


guide = AutoDiagonalNormal(strip_trial_model)
