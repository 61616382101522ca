import jax
import jax.numpy as jnp
import optax

from data import iterate, synthetic_corpus

VOCAB = 50
tx = optax.adam(1e-2)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (VOCAB, 16)) * 0.1, "out": jax.random.normal(k2, (16, 2)) * 0.1}


def classify(params, ids, mask):
    h = params["emb"][ids] * mask[..., None]
    pooled = h.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
    return pooled @ params["out"]


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = classify(p, batch["ids"], batch["mask"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    seqs, labels = synthetic_corpus(64, VOCAB)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in iterate(seqs, labels, batch_size=8):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
