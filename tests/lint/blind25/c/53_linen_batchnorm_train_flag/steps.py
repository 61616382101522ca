from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import EllipticityNet

net = EllipticityNet()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, batch_stats, opt_state, x, y, train):
    def loss_fn(p):
        if train:
            pred, upd = net.apply({"params": p, "batch_stats": batch_stats}, x, train=True,
                                  mutable=["batch_stats"])
            return jnp.mean((pred - y) ** 2), upd["batch_stats"]
        pred = net.apply({"params": p, "batch_stats": batch_stats}, x, train=False)
        return jnp.mean((pred - y) ** 2), batch_stats
    if not train:
        loss, _ = loss_fn(params)
        return params, batch_stats, opt_state, loss
    (loss, new_stats), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), new_stats, opt_state, loss
