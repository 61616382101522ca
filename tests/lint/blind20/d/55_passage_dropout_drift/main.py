from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import PassageEncoder

IN_DIM = 20
model = PassageEncoder()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("deterministic",))
def encode(params, x, key, deterministic):
    return model.apply(params, x, deterministic=deterministic, rngs={"dropout": key})


def loss_fn(params, q, d, key):
    k1, k2 = jax.random.split(key)
    qe = model.apply(params, q, deterministic=False, rngs={"dropout": k1})
    de = model.apply(params, d, deterministic=False, rngs={"dropout": k2})
    logits = qe @ de.T / 0.05
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@jax.jit
def train_step(params, opt_state, q, d, key):
    loss, g = jax.value_and_grad(loss_fn)(params, q, d, key)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init({"params": key, "dropout": key}, jnp.zeros((1, IN_DIM)), deterministic=True)
    opt_state = tx.init(params)
    corpus = rng.normal(size=(32, IN_DIM)).astype(np.float32)
    for epoch in range(3):
        for _ in range(2):
            key, sub = jax.random.split(key)
            idx = rng.integers(0, 32, size=(8,))
            q = corpus[idx] + 0.1 * rng.normal(size=(8, IN_DIM)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, q, corpus[idx], sub)
        key, sub = jax.random.split(key)
        augmented = encode(params, corpus, sub, deterministic=False)
        clean = encode(params, corpus, sub, deterministic=True)
        drift = float(jnp.mean(jnp.sum(augmented * clean, axis=-1)))
        print(epoch, float(loss), round(drift, 3))


if __name__ == "__main__":
    main()
