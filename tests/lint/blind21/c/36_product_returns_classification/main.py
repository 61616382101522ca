import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ReturnsClassifier

model = ReturnsClassifier()
tx = optax.adam(1e-2)


def dropout_for_epoch(epoch, start=0.4, decay=0.75):
    return round(start * decay ** epoch, 4)


@functools.partial(jax.jit, static_argnames=("dropout_rate",))
def train_step(params, opt_state, x, y, key, dropout_rate):
    def loss_fn(p):
        logits = model.apply(p, x, dropout_rate=dropout_rate, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 7)), jnp.float32)
    y = jnp.asarray((rng.uniform(size=64) < 0.3), jnp.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x, dropout_rate=0.0)
    opt_state = tx.init(params)
    for epoch in range(4):
        rate = dropout_for_epoch(epoch)
        for _ in range(3):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, x, y, sub, dropout_rate=rate)
        print(f"epoch {epoch}: dropout {rate} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
