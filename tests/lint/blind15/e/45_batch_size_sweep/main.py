import jax
import jax.numpy as jnp
import numpy as np
import optax

BATCH_SIZES = (16, 32, 64)
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def epoch_batches(x, y, bs, rng):
    perm = rng.permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        idx = perm[i:i + bs]
        yield x[idx], y[idx]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 3)).astype(np.float32)
    y = (x @ np.array([[1.0], [-2.0], [0.5]]) + 0.1).astype(np.float32)
    for bs in BATCH_SIZES:
        params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)}
        opt_state = tx.init(params)
        for epoch in range(2):
            for xb, yb in epoch_batches(x, y, bs, rng):
                params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(bs, float(loss))


if __name__ == "__main__":
    main()
