import numpyro
import numpyro.distributions as dist

def masked_price_model(sqft, mask, log_price=None):
    a = numpyro.sample("a", dist.Normal(12.0, 2.0))
    b = numpyro.sample("b", dist.Normal(0.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("sales", sqft.shape[0]), numpyro.handlers.mask(mask=mask):
        numpyro.sample("obs", dist.Normal(a + b * sqft, sigma), obs=log_price)
