import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def decay_model(t, counts=None):
    """Two-isotope decay: counts ~ Poisson(A1 exp(-t/tau1) + A2 exp(-t/tau2) + background)."""
    log_a = numpyro.sample("log_a", dist.Normal(jnp.log(jnp.array([200.0, 50.0])), 1.0))
    log_tau = numpyro.sample("log_tau", dist.Normal(jnp.log(jnp.array([2.0, 15.0])), 0.5))
    bkg = numpyro.sample("background", dist.HalfNormal(5.0))
    rate = jnp.sum(jnp.exp(log_a) * jnp.exp(-t[:, None] / jnp.exp(log_tau)), -1) + bkg
    with numpyro.plate("bins", t.shape[0]):
        numpyro.sample("counts", dist.Poisson(rate), obs=counts)
