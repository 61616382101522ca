import jax
import jax.numpy as jnp
from numpyro.infer.util import log_density

from model import balance_gradient_model


@jax.jit
def map_step(params, elev, smb, mask):
    def neg_logp(p):
        values = {"ela": p["ela"], "grad": jnp.exp(p["log_grad"]), "sigma": jnp.exp(p["log_sigma"])}
        lp, _ = log_density(balance_gradient_model, (elev, smb, mask), {}, values)
        return -lp
    loss, g = jax.value_and_grad(neg_logp)(params)
    scale = {"ela": 2e3, "log_grad": 1e-3, "log_sigma": 1e-3}
    return {k: params[k] - scale[k] * g[k] for k in params}, loss
