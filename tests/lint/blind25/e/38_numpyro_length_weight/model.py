import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist

def length_weight(log_len, log_w=None):
    a = numpyro.sample("a", dist.Normal(-5.0, 2.0))
    b = numpyro.sample("b", dist.Normal(3.0, 0.5))
    s = numpyro.sample("s", dist.HalfNormal(0.5))
    with numpyro.plate("fish", log_len.shape[0]):
        numpyro.sample("obs", dist.Normal(a + b * log_len, s), obs=log_w)
