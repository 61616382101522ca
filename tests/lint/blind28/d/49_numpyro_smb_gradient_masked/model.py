import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def balance_gradient_model(elev, smb, mask):
    ela = numpyro.sample("ela", dist.Normal(2800.0, 300.0))
    grad = numpyro.sample("grad", dist.LogNormal(jnp.log(0.007), 0.5))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    with numpyro.handlers.mask(mask=mask):
        numpyro.sample("obs", dist.Normal(grad * (elev - ela), sigma), obs=smb)
