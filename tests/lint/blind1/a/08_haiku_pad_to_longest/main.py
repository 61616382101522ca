import jax
import numpy as np
import optax

from data import batch_iterator, synthetic_reviews
from model import network

VOCAB = 64
BATCH_SIZE = 8
optimizer = optax.adam(1e-2)


@jax.jit
def update(params, opt_state, tokens, labels):
    def loss_fn(p):
        logits = network.apply(p, tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    docs, labels = synthetic_reviews(48, VOCAB, rng)
    params = network.init(jax.random.PRNGKey(0), np.zeros((1, 4), np.int32))
    opt_state = optimizer.init(params)
    for step, (tokens, y) in enumerate(batch_iterator(docs, labels, BATCH_SIZE)):
        params, opt_state, loss = update(params, opt_state, tokens, y)
        print(f"step {step} shape={tokens.shape} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
