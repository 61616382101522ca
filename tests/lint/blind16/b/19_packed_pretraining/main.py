import jax
import jax.numpy as jnp
import optax

from packing import SEQ_LEN, document_stream, make_batch

VOCAB, DIM = 64, 32


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"tok": jax.random.normal(k1, (VOCAB, DIM)) * 0.02,
            "pos": jax.random.normal(k2, (SEQ_LEN, DIM)) * 0.02,
            "out": jax.random.normal(k3, (DIM, VOCAB)) * 0.02}


def forward(p, batch):
    ids = batch["input_ids"]
    if "positions" in batch:
        positions = batch["positions"]
        same = batch["segment_ids"][:, :, None] == batch["segment_ids"][:, None, :]
    else:
        positions = jnp.broadcast_to(jnp.arange(ids.shape[1]), ids.shape)
        same = jnp.ones((ids.shape[0], ids.shape[1], ids.shape[1]), bool)
    x = p["tok"][ids] + p["pos"][positions]
    causal = jnp.tril(jnp.ones((ids.shape[1], ids.shape[1]), bool))
    att = jnp.where(same & causal, x @ x.transpose(0, 2, 1), -1e9)
    x = jax.nn.softmax(att / jnp.sqrt(DIM)) @ x + x
    return x @ p["out"]


tx = optax.adamw(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = forward(p, batch)[:, :-1]
        targets = batch["input_ids"][:, 1:]
        mask = (targets > 0).astype(jnp.float32)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, targets)
        return (ce * mask).sum() / jnp.maximum(mask.sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    stream = document_stream()
    for step in range(8):
        batch = make_batch(next(stream))
        params, opt_state, loss = train_step(params, opt_state, batch)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
