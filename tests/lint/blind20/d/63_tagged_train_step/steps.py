from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


def loss_fn(params, q, d):
    qe = jnp.tanh(q @ params["q"])
    de = jnp.tanh(d @ params["d"])
    logits = qe @ de.T / 0.1
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@partial(jax.jit, static_argnames=("tag",))
def train_step(params, opt_state, q, d, tag):
    loss, grads = jax.value_and_grad(loss_fn)(params, q, d)
    jax.debug.print(tag + " loss={l:.4f}", l=loss)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
