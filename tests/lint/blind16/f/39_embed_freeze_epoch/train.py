import functools

import jax
import jax.numpy as jnp
import optax

from model import CategoricalNet

model = CategoricalNet()
tx = optax.adam(3e-3)
FREEZE_EPOCHS = 2


def zero_embedding_grads(grads):
    inner = dict(grads["params"])
    for name in inner:
        if name.startswith("embed_"):
            inner[name] = jax.tree_util.tree_map(jnp.zeros_like, inner[name])
    return {"params": inner}


@functools.partial(jax.jit, static_argnames="epoch")
def train_step(params, opt_state, cats, nums, y, epoch):
    def loss_fn(p):
        return jnp.mean((model.apply(p, cats, nums) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    if epoch < FREEZE_EPOCHS:
        grads = zero_embedding_grads(grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
