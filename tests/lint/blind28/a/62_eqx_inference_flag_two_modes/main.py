import equinox as eqx
import jax
import numpy as np
import optax

from model import ReviewTagger, multilabel_loss, tag_loss

TAGS = ["cleanliness", "staff", "location", "breakfast", "noise"]
optim = optax.adam(5e-3)


@eqx.filter_jit
def tagger_step(model, opt_state, tokens, labels, key):
    grads = eqx.filter_grad(multilabel_loss)(model, tokens, labels, key, False)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state


def batch(rng, n=64, L=40):
    labels = (rng.random((n, 5)) < 0.3).astype(np.float32)
    base = rng.integers(1, 100, (n, L))
    for j in range(5):
        base[:, :8] += (labels[:, j:j + 1] * 100 * (j + 1)).astype(int)
    return base.astype(np.int32), labels


def main():
    rng = np.random.default_rng(0)
    model = ReviewTagger(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    key = jax.random.PRNGKey(1)
    val_tokens, val_labels = batch(rng)
    for epoch in range(3):
        for _ in range(6):
            key, sub = jax.random.split(key)
            tokens, labels = batch(rng)
            model, opt_state = tagger_step(model, opt_state, tokens, labels, sub)
        train_loss = tag_loss(model, tokens, labels, sub, False)
        val_loss = tag_loss(model, val_tokens, val_labels, key, True)
        print(epoch, float(train_loss), float(val_loss))


if __name__ == "__main__":
    main()
