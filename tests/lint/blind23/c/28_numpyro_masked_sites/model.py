import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density

MAX_MEAS = 96


def shadowing_model(log_d, mask, rssi=None):
    p0 = numpyro.sample("p0", dist.Normal(-40.0, 10.0))
    n = numpyro.sample("n", dist.Normal(3.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(8.0))
    with numpyro.plate("meas", MAX_MEAS), numpyro.handlers.mask(mask=mask):
        numpyro.sample("rssi", dist.Normal(p0 - 10 * n * log_d, sigma), obs=rssi)


@jax.jit
def fit_site(log_d, mask, rssi):
    def neg_lp(th):
        params = {"p0": th[0], "n": th[1], "sigma": jnp.exp(th[2])}
        lp, _ = log_density(shadowing_model, (log_d, mask), {"rssi": rssi}, params)
        return -lp / jnp.sum(mask)

    def body(th, _):
        return th - 0.05 * jax.grad(neg_lp)(th), None

    theta, _ = jax.lax.scan(body, jnp.array([-40.0, 3.0, 1.5]), None, length=40)
    return theta
