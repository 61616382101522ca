from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import optax


class Batch(NamedTuple):
    inputs: np.ndarray
    targets: np.ndarray


def make_split(rng, n, d=8):
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = (x[:, :2].sum(1, keepdims=True) > 0).astype(np.float32)
    return x, t


def train_batches(x, t, batch_size, rng):
    order = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield Batch(inputs=x[idx], targets=t[idx])


def eval_batches(x, t, batch_size):
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield Batch(x[i:i + batch_size], t[i:i + batch_size])


tx = optax.adam(1e-2)


@jax.jit
def loss_and_metrics(params, batch):
    inputs, targets = batch
    logits = inputs @ params["w"] + params["b"]
    loss = optax.sigmoid_binary_cross_entropy(logits, targets).mean()
    acc = jnp.mean((logits > 0) == (targets > 0.5))
    return loss, acc


@jax.jit
def train_step(params, opt_state, batch):
    (loss, acc), grads = jax.value_and_grad(loss_and_metrics, has_aux=True)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x_tr, t_tr = make_split(rng, 96)
    x_va, t_va = make_split(rng, 32)
    params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros((1,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch in train_batches(x_tr, t_tr, 16, rng):
            params, opt_state, loss = train_step(params, opt_state, batch)
            _, train_acc = loss_and_metrics(params, batch)
        val = [loss_and_metrics(params, b) for b in eval_batches(x_va, t_va, 16)]
        val_acc = float(np.mean([float(a) for _, a in val]))
        print(f"epoch {epoch}: train_acc={float(train_acc):.3f} val_acc={val_acc:.3f}")


if __name__ == "__main__":
    main()
