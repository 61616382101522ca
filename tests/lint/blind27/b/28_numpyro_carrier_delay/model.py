import numpyro
import numpyro.distributions as dist


def delay_model(carrier_idx, n_carriers, delay=None):
    mu = numpyro.sample("mu", dist.Normal(10.0, 10.0))
    sigma_c = numpyro.sample("sigma_c", dist.HalfNormal(5.0))
    with numpyro.plate("carriers", n_carriers):
        effect = numpyro.sample("effect", dist.Normal(0.0, sigma_c))
    noise = numpyro.sample("noise", dist.HalfNormal(10.0))
    with numpyro.plate("flights", carrier_idx.shape[0]):
        numpyro.sample("delay", dist.Normal(mu + effect[carrier_idx], noise), obs=delay)
