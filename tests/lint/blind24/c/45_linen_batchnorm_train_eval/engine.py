from functools import partial
import jax
import jax.numpy as jnp
from model import TenureNet

net = TenureNet()


@partial(jax.jit, static_argnames="train")
def tenure_forward(params, batch_stats, x, train):
    if train:
        out, upd = net.apply({"params": params, "batch_stats": batch_stats}, x, train=True, mutable=["batch_stats"])
        return out, upd["batch_stats"]
    out = net.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
    return out, batch_stats


@jax.jit
def tenure_sgd(params, batch_stats, x, y, lr):
    def loss(p):
        pred, new_stats = tenure_forward(p, batch_stats, x, train=True)
        return jnp.mean((pred - y) ** 2), new_stats
    (l, new_stats), g = jax.value_and_grad(loss, has_aux=True)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), new_stats, l
