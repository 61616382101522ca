import jax
import numpy as np
import optax

from checkpoint import restore, save
from model import GaitNet

model = GaitNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def batches(n, seed):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (rng.standard_normal((8, 100, 3)).astype(np.float32),
               rng.integers(0, 3, 8).astype(np.int32))


def main():
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, 100, 3), np.float32))["params"]
    opt_state = tx.init(params)
    blob = None
    for epoch in range(3):
        if blob is not None:
            params = restore(params, blob)
            opt_state = tx.init(params)
        for x, y in batches(3, epoch):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        blob = save(params)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
