import jax
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import spoilage_model

guide = AutoNormal(spoilage_model)
svi = SVI(spoilage_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def refine(svi_state, day, log_cfu):
    def body(st, _):
        st, loss = svi.update(st, day, log_cfu)
        return st, loss

    svi_state, losses = jax.lax.scan(body, svi_state, None, length=60)
    return svi_state, losses[-1]
