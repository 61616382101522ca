from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SymptomClassifier

tx = optax.adam(3e-3)
model = SymptomClassifier(dropout_rate=0.3)


@partial(jax.jit, static_argnames=("train",))
def loss_and_grads(params, key, x, y, train):
    def loss_fn(p):
        logits = model.apply(p, x, train=train, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    return jax.value_and_grad(loss_fn)(params)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def survey(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 2, (n, 12)).astype(np.float32)
    w = rng.normal(size=12)
    y = (x @ w + rng.normal(size=n) > 0).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


if __name__ == "__main__":
    x, y = survey()
    x_val, y_val = survey(seed=1)
    params = model.init(jax.random.PRNGKey(0), x[:1], train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(6):
        for _ in range(4):
            key, sub = jax.random.split(key)
            loss, grads = loss_and_grads(params, sub, x, y, train=True)
            params, opt_state = apply_grads(params, opt_state, grads)
        val_loss, _ = loss_and_grads(params, key, x_val, y_val, train=False)
        print(f"epoch {epoch} train {float(loss):.4f} val {float(val_loss):.4f}")
