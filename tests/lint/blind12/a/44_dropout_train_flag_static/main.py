from functools import partial

import jax
import numpy as np
import optax

from model import UtteranceClassifier

N_MELS, FRAMES, N_CLASSES = 16, 20, 5
model = UtteranceClassifier(N_CLASSES)
optimizer = optax.adam(1e-3)


@partial(jax.jit, static_argnames="train")
def run_batch(params, opt_state, feats, labels, dropout_key, train):
    def loss_fn(p):
        logits = model.apply({"params": p}, feats, train=train, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    if not train:
        return params, opt_state, loss_fn(params)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def batches(rng, n, batch=8):
    for _ in range(n):
        yield (rng.standard_normal((batch, FRAMES, N_MELS)).astype(np.float32),
               rng.integers(0, N_CLASSES, size=batch).astype(np.int32))


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = model.init(key, np.zeros((1, FRAMES, N_MELS), np.float32), train=False)["params"]
    opt_state = optimizer.init(params)
    dev = list(batches(rng, 2))
    for epoch in range(3):
        for feats, labels in batches(rng, 2):
            key, sub = jax.random.split(key)
            params, opt_state, loss = run_batch(params, opt_state, feats, labels, sub, train=True)
        dev_loss = np.mean([float(run_batch(params, opt_state, f, y, key, train=False)[2]) for f, y in dev])
        print(f"epoch {epoch}: train loss {float(loss):.3f} dev loss {dev_loss:.3f}")


if __name__ == "__main__":
    main()
