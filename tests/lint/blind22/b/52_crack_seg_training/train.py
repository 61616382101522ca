import functools

import jax
import optax

tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, images, masks, key):
    def loss_fn(p):
        logits = model.apply(p, images, train=True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, masks).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def dropout_schedule(epoch, start=0.3, end=0.1, epochs=4):
    return start + (end - start) * min(epoch, epochs - 1) / (epochs - 1)
