import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TabularMLP

tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, x, y, key):
    def loss_fn(p):
        pred = model.apply(p, x, train=True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(pred, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@functools.partial(jax.jit, static_argnums=0)
def eval_step(model, params, x, y):
    pred = model.apply(params, x, train=False)
    return jnp.mean((pred > 0) == (y > 0.5))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 12)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.float32)
    model = TabularMLP(dropout_rate=0.2)
    params = model.init(jax.random.PRNGKey(0), x[:1], train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(5):
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, params, opt_state, x[i:i + 64], y[i:i + 64], sub)
        acc = eval_step(model, params, x[256:], y[256:])
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
