import jax
import jax.numpy as jnp

from model import predict


def make_step(lr):
    @jax.jit
    def sgd_step(params, port_ids, week_feat, teu):
        def loss(p):
            return jnp.mean((predict(p, port_ids, week_feat) - teu) ** 2)
        l, g = jax.value_and_grad(loss)(params)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), l
    return sgd_step


def run_trial(params, data, lr, steps=30):
    step = make_step(lr)
    for _ in range(steps):
        params, l = step(params, *data)
    return float(l)
