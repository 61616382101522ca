from functools import partial
import jax
import jax.numpy as jnp
import optax
from flax import nnx

tx = optax.adam(5e-3)


def make_state(model):
    graphdef, params = nnx.split(model, nnx.Param)
    return graphdef, params, tx.init(params)


@partial(jax.jit, static_argnums=0)
def compa_step(graphdef, params, opt_state, x, y):
    def loss(p):
        m = nnx.merge(graphdef, p)
        return jnp.mean((m(x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l
