import jax
import jax.numpy as jnp


def score(params, feats):
    return jnp.tanh(feats @ params["w1"]) @ params["w2"]


@jax.jit
def sgd_update(params, feats, target, lr):
    def loss(p):
        return jnp.mean((score(p, feats) - target) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), l


def make_trainer(lr):
    def trainer(params, feats, target, steps):
        for _ in range(steps):
            params, l = sgd_update(params, feats, target, lr)
        return params, l
    return trainer
