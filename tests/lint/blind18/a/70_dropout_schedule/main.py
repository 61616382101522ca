import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import BandAttentionNet

model = BandAttentionNet()
tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnames=("dropout_rate",))
def train_step(params, opt_state, x, y, key, dropout_rate):
    def loss_fn(p):
        logits = model.apply(p, x, train=True, dropout_rate=dropout_rate, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, x, y):
    logits = model.apply(params, x, train=False)
    return jnp.mean(jnp.argmax(logits, -1) == y)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(8, 16, 16, 5)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 6, size=8).astype(np.int32))
    params = model.init(jax.random.PRNGKey(0), x, train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        rate = 0.5 * (1 - epoch / 4)
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, x, y, sub, dropout_rate=rate)
        print(f"epoch {epoch} dropout {rate:.3f} loss {float(loss):.4f} acc {float(eval_step(params, x, y)):.2f}")


if __name__ == "__main__":
    main()
