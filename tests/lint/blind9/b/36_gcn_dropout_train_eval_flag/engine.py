import functools

import jax
import jax.numpy as jnp
import optax

from model import GCN

model = GCN(hidden=16, n_classes=4)
optimizer = optax.adam(1e-2)


@functools.partial(jax.jit, static_argnames=("training",))
def loss_and_grads(params, graph, key, training):
    def loss_fn(p):
        logits = model.apply({"params": p}, graph["x"], graph["senders"], graph["receivers"],
                             training=training, rngs={"dropout": key})
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, graph["y"])
        mask = graph["train_mask"] if training else 1.0 - graph["train_mask"]
        return jnp.sum(ce * mask) / jnp.sum(mask)
    return jax.value_and_grad(loss_fn)(params)


def run_epoch(params, opt_state, graph, key):
    k_train, k_eval = jax.random.split(key)
    train_loss, grads = loss_and_grads(params, graph, k_train, training=True)
    updates, opt_state = optimizer.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    val_loss, _ = loss_and_grads(params, graph, k_eval, training=False)
    return params, opt_state, float(train_loss), float(val_loss)
