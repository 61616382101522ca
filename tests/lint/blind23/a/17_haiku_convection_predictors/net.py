import haiku as hk
import jax
import jax.numpy as jnp


def _forward(x):
    return hk.nets.MLP([32, 32, 1])(x)[..., 0]


forward = hk.without_apply_rng(hk.transform(_forward))


@jax.jit
def sgd_step(params, x, y, lr):
    def loss(p):
        return jnp.mean((forward.apply(p, x) - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), l
