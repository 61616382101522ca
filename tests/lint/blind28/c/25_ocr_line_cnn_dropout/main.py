from functools import partial

import jax
import numpy as np
import optax

from model import LineCNN

model = LineCNN()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames="train")
def run_batch(params, opt_state, images, labels, key, train):
    def loss_fn(p):
        logits = model.apply(p, images, train=train, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    if not train:
        return params, opt_state, loss_fn(params)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def run_epoch(params, opt_state, data, key, train):
    losses = []
    for images, labels in data:
        key, sub = jax.random.split(key)
        params, opt_state, loss = run_batch(params, opt_state, images, labels, sub, train=train)
        losses.append(float(loss))
    return params, opt_state, float(np.mean(losses))


def main():
    rng = np.random.default_rng(0)
    tr = [(rng.random((8, 16, 16, 1)).astype(np.float32), rng.integers(0, 20, 8)) for _ in range(4)]
    va = [(rng.random((8, 16, 16, 1)).astype(np.float32), rng.integers(0, 20, 8)) for _ in range(2)]
    key = jax.random.PRNGKey(0)
    params = model.init({"params": key, "dropout": key}, tr[0][0], train=False)
    opt_state = tx.init(params)
    for epoch in range(3):
        params, opt_state, tl = run_epoch(params, opt_state, tr, key, train=True)
        _, _, vl = run_epoch(params, opt_state, va, key, train=False)
        print(epoch, round(tl, 3), round(vl, 3))


if __name__ == "__main__":
    main()
