import jax
import jax.numpy as jnp
from jax.tree_util import Partial

from anderson import AndersonState, anderson_step
from layer import ImplicitLayer


def apply_layer(layer, x, z):
    return layer(z, x)


def solve(layer, x, n_iter=8):
    f = Partial(apply_layer, layer, x)
    state = AndersonState(jnp.zeros_like(x), [], [])
    for it in range(n_iter):
        state, res = anderson_step(f, state)
        print(it, float(res))
    return state.z


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    layer = ImplicitLayer(16, key)
    solve(layer, jax.random.normal(jax.random.PRNGKey(1), (16,)))
