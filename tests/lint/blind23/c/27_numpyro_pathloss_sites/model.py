import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density


def pathloss_model(log_d, rssi=None):
    p0 = numpyro.sample("p0", dist.Normal(-40.0, 10.0))
    n = numpyro.sample("n", dist.Normal(3.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(8.0))
    with numpyro.plate("meas", log_d.shape[0]):
        numpyro.sample("rssi", dist.Normal(p0 - 10 * n * log_d, sigma), obs=rssi)


@jax.jit
def map_step(theta, log_d, rssi, lr):
    def neg_lp(th):
        params = {"p0": th[0], "n": th[1], "sigma": jnp.exp(th[2])}
        lp, _ = log_density(pathloss_model, (log_d,), {"rssi": rssi}, params)
        return -lp / log_d.shape[0]
    g = jax.grad(neg_lp)(theta)
    return theta - lr * g
