import jax
import jax.numpy as jnp
import optax

from data import build_vocab, synthetic_corpus, batches, WORDS
from model import BagOfEmbeddings


def main():
    vocab = build_vocab(WORDS)
    sents, labels = synthetic_corpus(32)
    model = BagOfEmbeddings(vocab_size=len(vocab))
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4), jnp.int32), jnp.ones((1, 4)))
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, ids, mask, y):
        def loss_fn(p):
            logits = model.apply(p, ids, mask)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for epoch in range(2):
        for ids, mask, y in batches(sents, labels, vocab, batch_size=4):
            params, opt_state, loss = train_step(params, opt_state, ids, mask, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
