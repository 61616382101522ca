import jax
import jax.numpy as jnp
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax

from model import rasch


def fit_class(student, item, y, n_students, n_items, steps=200):
    guide = AutoNormal(rasch)
    svi = SVI(rasch, guide, optax.adam(0.05), Trace_ELBO())
    state = svi.init(jax.random.PRNGKey(0), student, item, n_students, n_items, y)

    @jax.jit
    def svi_epoch(state):
        def body(s, _):
            s, loss = svi.update(s, student, item, n_students, n_items, y)
            return s, loss
        return jax.lax.scan(body, state, None, length=steps)

    state, losses = svi_epoch(state)
    return svi.get_params(state), losses[-1]
