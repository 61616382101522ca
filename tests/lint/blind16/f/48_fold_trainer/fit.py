import functools

import jax
import jax.numpy as jnp
import optax


@functools.partial(jax.jit, static_argnames=("model", "tx"))
def train_step(params, opt_state, xb, yb, model, tx):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, xb)[:, 0], yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(model, tx, x, y, key, epochs=3, batch_size=50):
    params = model.init(key, x[:1])
    opt_state = tx.init(params)
    for _ in range(epochs):
        for i in range(0, len(x) - batch_size + 1, batch_size):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + batch_size],
                                                 y[i:i + batch_size], model=model, tx=tx)
    return params
