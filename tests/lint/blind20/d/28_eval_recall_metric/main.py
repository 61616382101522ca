import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RecallCallback

DIM = 16


def encode_with(params):
    return lambda x: jnp.tanh(x @ params)


def loss_fn(params, q, d):
    qe = jnp.tanh(q @ params)
    de = jnp.tanh(d @ params)
    logits = qe @ de.T
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, q, d):
    loss, g = jax.value_and_grad(loss_fn)(params, q, d)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    docs = rng.normal(size=(40, DIM)).astype(np.float32)
    gold = rng.integers(0, 40, size=(10,))
    queries = docs[gold] + 0.5 * rng.normal(size=(10, DIM)).astype(np.float32)
    callback = RecallCallback(queries, docs, jnp.asarray(gold))
    params = jnp.eye(DIM) + 0.01 * jnp.asarray(rng.normal(size=(DIM, DIM)), jnp.float32)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            idx = rng.integers(0, 40, size=(8,))
            q = docs[idx] + 0.5 * rng.normal(size=(8, DIM)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, q, docs[idx])
        callback(epoch, encode_with(params))
    print(callback.history)


if __name__ == "__main__":
    main()
