from functools import partial

import jax
import optax


@partial(jax.jit, static_argnums=(0,))
def sgd_update(net, params, x, y, key):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x, key), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda a, b: a - 0.05 * b, params, g), loss
