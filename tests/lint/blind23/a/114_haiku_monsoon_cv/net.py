import haiku as hk
import jax
import jax.numpy as jnp


def _forward(x):
    return hk.nets.MLP([16, 16, 1], activation=jax.nn.gelu)(x)[..., 0]


monsoon_net = hk.without_apply_rng(hk.transform(_forward))


@jax.jit
def fold_predict(params, x):
    return monsoon_net.apply(params, x)


@jax.jit
def fold_sgd(params, x, y, w):
    def loss(p):
        return jnp.sum(w * (monsoon_net.apply(p, x) - y) ** 2) / jnp.sum(w)

    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, params, g)
