import collections

import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def ensemble_logits(snapshots, x):
    outs = [x @ p["w"] + p["b"] for p in snapshots]
    return jnp.mean(jnp.stack(outs), axis=0)


class SnapshotEnsemble:
    def __init__(self, max_snapshots=None):
        self.snapshots = collections.deque(maxlen=max_snapshots)

    def add(self, params):
        self.snapshots.append(params)

    def ready(self):
        return len(self.snapshots) == self.snapshots.maxlen

    def accuracy(self, x, y):
        logits = ensemble_logits(list(self.snapshots), x)
        return float(jnp.mean(jnp.argmax(logits, -1) == y))


tx = optax.sgd(0.5, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p["w"] + p["b"], y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 5)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] > 0).astype(np.int32)
    params = {"w": jnp.zeros((5, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    ens = SnapshotEnsemble(max_snapshots=3)
    for epoch in range(6):
        for i in range(0, 96, 32):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 32], y[i:i + 32])
        ens.add(params)
        if ens.ready():
            print(epoch, float(loss), "ensemble acc", ens.accuracy(x, y))


if __name__ == "__main__":
    main()
