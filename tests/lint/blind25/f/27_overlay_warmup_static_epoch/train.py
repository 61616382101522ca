from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import OverlayNet

net = OverlayNet()
tx = optax.sgd(0.02, momentum=0.9)
FREEZE_EPOCHS = 2


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, x, y, epoch):
    def loss_fn(p):
        return jnp.mean(jnp.sum((net.apply(p, x) - y) ** 2, -1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    if epoch < FREEZE_EPOCHS:
        grads = {"params": {"encoder": jax.tree.map(jnp.zeros_like, grads["params"]["encoder"]),
                            "head": grads["params"]["head"]}}
    upd, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
