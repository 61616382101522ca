import jax
import jax.numpy as jnp
import optax

from data import batches, make_corpus

VOCAB = 64
DIM = 32
BATCH_SIZE = 4


class TinyLM:
    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.params = {
            "embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.02,
            "mix": jax.random.normal(k2, (DIM, DIM)) * 0.1,
            "unembed": jax.random.normal(k3, (DIM, VOCAB)) * 0.02,
        }

    @staticmethod
    def loss(params, tokens, mask):
        h = params["embed"][tokens]
        h = jnp.tanh(jnp.cumsum(h, axis=1) @ params["mix"])
        logits = h[:, :-1] @ params["unembed"]
        xent = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:])
        m = mask[:, 1:]
        return (xent * m).sum() / m.sum()


def main():
    model = TinyLM(jax.random.PRNGKey(0))
    tx = optax.adamw(1e-3)
    opt_state = tx.init(model.params)

    @jax.jit
    def update(params, opt_state, tokens, mask):
        loss, grads = jax.value_and_grad(TinyLM.loss)(params, tokens, mask)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    corpus = make_corpus(32, VOCAB)
    params = model.params
    for step, (tokens, mask) in enumerate(batches(corpus, BATCH_SIZE)):
        params, opt_state, loss = update(params, opt_state, tokens, mask)
        print(f"step {step} seq_len {tokens.shape[1]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
