from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SymptomClassifier

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnums=(0,))
def train_step(model, params, opt_state, key, x, y):
    def loss_fn(p):
        logits = model.apply(p, x, train=True, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def survey(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 2, (n, 12)).astype(np.float32)
    w = rng.normal(size=12)
    y = (x @ w + rng.normal(size=n) > 0).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


if __name__ == "__main__":
    x, y = survey()
    params = SymptomClassifier().init(jax.random.PRNGKey(0), x[:1], train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(6):
        model = SymptomClassifier(dropout_rate=0.5 * (1 - epoch / 6))
        for _ in range(4):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, params, opt_state, sub, x, y)
        print(f"epoch {epoch} dropout {model.dropout_rate:.2f} loss {float(loss):.4f}")
