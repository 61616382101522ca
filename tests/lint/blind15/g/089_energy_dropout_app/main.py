from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import LoadForecaster

tx = optax.adamw(2e-3)


@partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, x, y, key):
    def loss_fn(p):
        pred = model.apply({"params": p}, x, train=True, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def dropout_for_epoch(epoch, start=0.3, end=0.05, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(256, 24)).astype(np.float32)
    Y = (X[:, -4:] * 0.8 + 0.1 * rng.normal(size=(256, 4))).astype(np.float32)
    params = LoadForecaster().init(jax.random.PRNGKey(0), X[:1], train=False)["params"]
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(5):
        model = LoadForecaster(dropout=dropout_for_epoch(epoch))
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, params, opt_state, X[i:i + 64], Y[i:i + 64], sub)
        print(f"epoch {epoch} dropout {model.dropout:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
