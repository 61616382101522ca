import equinox as eqx
import jax
import numpy as np
import optax

from model import WordDropoutClassifier

VOCAB, CLASSES, SEQ = 50, 3, 10


@eqx.filter_jit
def train_step(model, opt_state, optim, ids, labels, key):
    def loss_fn(m):
        keys = jax.random.split(key, ids.shape[0])
        logits = jax.vmap(m)(ids, keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(2, VOCAB, size=(32, SEQ)).astype(np.int32)
    labels = (ids[:, :3].sum(1) % CLASSES).astype(np.int32)
    key = jax.random.PRNGKey(0)
    model = WordDropoutClassifier(VOCAB, 16, CLASSES, word_dropout=0.3, key=key)
    optim = optax.adam(1e-2)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = model.with_word_dropout(round(0.3 * (1 - epoch / 5), 2))
        for i in range(0, 32, 8):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, optim, ids[i:i + 8], labels[i:i + 8], sub)
        print(f"epoch {epoch} p={model.word_dropout} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
