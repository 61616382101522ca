from functools import partial

import jax
import optax


@partial(jax.jit, static_argnums=0)
def tackle_step(net, params, x, y, key):
    def loss(p):
        logits = net.apply(p, x, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gg: p - 0.05 * gg, params, g), l
