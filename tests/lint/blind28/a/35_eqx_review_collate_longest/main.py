import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import review_batches
from model import BagOfWords

optim = optax.adam(5e-3)


@eqx.filter_jit
def complaint_step(model, opt_state, tokens, labels):
    def loss_fn(m):
        logits = jax.vmap(m)(tokens)
        return optax.sigmoid_binary_cross_entropy(logits, labels).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def synthetic_reviews(n=320, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        lab = float(rng.random() < 0.4)
        L = int(rng.integers(5, 70))
        toks = rng.integers(1, 200, L) + (200 if lab else 0) * (rng.random(L) < 0.3)
        out.append((toks, lab))
    return out


def main():
    reviews = synthetic_reviews()
    model = BagOfWords(400, 16, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for tokens, labels in review_batches(reviews, 32):
            model, opt_state, loss = complaint_step(model, opt_state, tokens, labels)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
