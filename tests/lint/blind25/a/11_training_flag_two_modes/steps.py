from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import LeafDiseaseCNN

model = LeafDiseaseCNN()
tx = optax.adamw(2e-3)


@partial(jax.jit, static_argnames=("train",))
def forward_loss(params, images, labels, key, train):
    logits = model.apply(params, images, train=train, rngs={"dropout": key})
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return loss, acc


@jax.jit
def update(params, opt_state, images, labels, key):
    grads, _ = jax.grad(forward_loss, has_aux=True)(params, images, labels, key, True)
    upd, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, upd), opt_state
