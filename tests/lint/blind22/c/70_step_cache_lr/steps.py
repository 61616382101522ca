import functools

import jax
import jax.numpy as jnp


def _poisson_step(params, home, away, hg, ag, lr):
    def nll(p):
        att, dfn, hadv = p["att"], p["def"], p["home"]
        lh = jnp.exp(att[home] - dfn[away] + hadv)
        la = jnp.exp(att[away] - dfn[home])
        return (lh - hg * jnp.log(lh) + la - ag * jnp.log(la)).mean()

    loss, g = jax.value_and_grad(nll)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, g), loss


@functools.lru_cache(maxsize=None)
def get_step(lr):
    return jax.jit(functools.partial(_poisson_step, lr=lr))
