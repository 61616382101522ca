import collections

import jax
import jax.numpy as jnp
import numpy as np
import optax


def epoch_batches(x, y, batch_size, rng):
    Batch = collections.namedtuple("Batch", ["inputs", "targets"])
    order = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield Batch(x[idx], y[idx])


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(batch.inputs @ p["w"]) - batch.targets) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.tanh(x @ rng.normal(size=(5, 2))).astype(np.float32)
    params = {"w": jnp.zeros((5, 2))}
    opt_state = tx.init(params)
    for epoch in range(4):
        for batch in epoch_batches(x, y, 16, rng):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
