from functools import partial

import jax
import optax

from model import KeratoconusNet

net = KeratoconusNet()
tx = optax.adam(2e-3)


@partial(jax.jit, static_argnames=("train",))
def forward_pass(params, stats, x, key, train):
    out, upd = net.apply({"params": params, "batch_stats": stats}, x, train=train,
                         rngs={"dropout": key}, mutable=["batch_stats"])
    return out, upd["batch_stats"]


@jax.jit
def topo_update(params, stats, opt_state, x, y, key):
    def loss(p):
        logits, new_stats = forward_pass(p, stats, x, key, train=True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_stats

    (l, stats), g = jax.value_and_grad(loss, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), stats, opt_state, l
