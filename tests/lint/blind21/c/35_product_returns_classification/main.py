import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ReturnsClassifier

model = ReturnsClassifier()
tx = optax.adam(1e-2)


@functools.partial(jax.jit, static_argnames=("train",))
def loss_and_grad(params, x, y, key, train):
    def loss_fn(p):
        logits = model.apply(p, x, train=train, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    return jax.value_and_grad(loss_fn)(params)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 7)), jnp.float32)
    y = jnp.asarray((rng.uniform(size=64) < 0.3), jnp.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x, train=False)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            key, sub = jax.random.split(key)
            loss, grads = loss_and_grad(params, x, y, sub, train=True)
            params, opt_state = apply_grads(params, opt_state, grads)
        val_loss, _ = loss_and_grad(params, x, y, key, train=False)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
