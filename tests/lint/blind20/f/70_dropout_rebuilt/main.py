from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import model_for_epoch

tx = optax.adam(1e-2)


@partial(jax.jit, static_argnums=(0,))
def train_step(model, params, opt_state, x, y, key):
    def loss_fn(p):
        pred = model.apply(p, x, train=True, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x @ np.array([0.5, -0.2, 0.1, 0.0, 0.3], dtype=np.float32)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = model_for_epoch(0).init(key, x[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(5):
        model = model_for_epoch(epoch)
        for _ in range(3):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, params, opt_state, x, y, sub)
        print(f"epoch {epoch}: dropout {model.dropout_rate:.1f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
