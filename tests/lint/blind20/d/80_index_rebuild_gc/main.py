import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import IndexRebuildCallback

DIM = 12
tx = optax.adam(1e-3)


def embed(params, x):
    h = jnp.tanh(x @ params["w1"])
    return h @ params["w2"]


def loss_fn(params, q, d):
    logits = embed(params, q) @ embed(params, d).T
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@jax.jit
def train_step(params, opt_state, q, d):
    loss, g = jax.value_and_grad(loss_fn)(params, q, d)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


embed_corpus = jax.jit(embed)


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.eye(DIM), "w2": jnp.eye(DIM)}
    opt_state = tx.init(params)
    corpus = rng.normal(size=(64, DIM)).astype(np.float32)
    callback = IndexRebuildCallback(corpus)
    for epoch in range(3):
        for _ in range(3):
            q = rng.normal(size=(8, DIM)).astype(np.float32)
            d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, q, d)
        callback.on_epoch_end(epoch, embed_corpus, params)
        print(epoch, float(loss), callback.index.shape)


if __name__ == "__main__":
    main()
