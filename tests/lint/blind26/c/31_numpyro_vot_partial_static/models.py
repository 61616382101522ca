import numpyro
import numpyro.distributions as dist
import jax.numpy as jnp


def vot_model(vot, speaker, n_speakers):
    """Voice onset time (ms) with per-speaker offsets."""
    mu = numpyro.sample("mu", dist.Normal(40.0, 20.0))
    tau = numpyro.sample("tau", dist.HalfNormal(10.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(10.0))
    with numpyro.plate("speakers", n_speakers):
        off = numpyro.sample("off", dist.Normal(0.0, tau))
    with numpyro.plate("tokens", vot.shape[0]):
        numpyro.sample("obs", dist.Normal(mu + off[speaker], sigma), obs=vot)
