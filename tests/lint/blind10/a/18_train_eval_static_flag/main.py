from functools import partial

import jax
import numpy as np
import optax

from model import IntentClassifier

VOCAB, DIM, N_INTENTS, SEQ, BS = 80, 16, 5, 12, 8
model = IntentClassifier(VOCAB, DIM, N_INTENTS)
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames="train")
def run_batch(params, opt_state, tokens, mask, labels, rng, train):
    def loss_fn(p):
        logits = model.apply({"params": p}, tokens, mask, train=train, rngs={"dropout": rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    if not train:
        return params, opt_state, loss_fn(params)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def make_split(rng, n_batches):
    data = []
    for _ in range(n_batches):
        tokens = rng.integers(1, VOCAB, size=(BS, SEQ)).astype(np.int32)
        mask = (rng.uniform(size=(BS, SEQ)) < 0.8).astype(np.float32)
        data.append((tokens, mask, (tokens[:, 0] % N_INTENTS).astype(np.int32)))
    return data


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    train_data, dev_data = make_split(rng, 3), make_split(rng, 2)
    params = model.init({"params": key, "dropout": key}, train_data[0][0], train_data[0][1],
                        train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in train_data:
            key, sub = jax.random.split(key)
            params, opt_state, loss = run_batch(params, opt_state, *batch, sub, train=True)
        dev = [float(run_batch(params, opt_state, *b, key, train=False)[2]) for b in dev_data]
        print(f"epoch {epoch} train {float(loss):.3f} dev {np.mean(dev):.3f}")


if __name__ == "__main__":
    main()
