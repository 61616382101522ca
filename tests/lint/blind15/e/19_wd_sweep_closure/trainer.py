import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def make_train_step(tx):
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return jax.jit(train_step)


def fit(params, tx, data, epochs=3):
    step = make_train_step(tx)
    opt_state = tx.init(params)
    for _ in range(epochs):
        for x, y in data:
            params, opt_state, loss = step(params, opt_state, x, y)
    return params, float(loss)
