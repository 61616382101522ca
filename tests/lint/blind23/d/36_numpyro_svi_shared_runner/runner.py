import jax
import optax
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal

from model import class_rasch

svi = SVI(class_rasch, AutoNormal(class_rasch), optax.adam(0.05), Trace_ELBO())


@jax.jit
def run_svi(key, student, item, mask, y):
    state = svi.init(key, student, item, mask, y)

    def body(s, _):
        return svi.update(s, student, item, mask, y)
    state, losses = jax.lax.scan(body, state, None, length=200)
    return svi.get_params(state), losses[-1]
