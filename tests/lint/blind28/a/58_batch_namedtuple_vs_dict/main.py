import jax
import jax.numpy as jnp
import numpy as np

from loaders import train_batches, eval_batches


@jax.jit
def upgrade_nll(w, batch):
    x, y = (batch["x"], batch["y"]) if isinstance(batch, dict) else (batch.x, batch.y)
    z = x @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@jax.jit
def upgrade_grad(w, batch):
    return jax.grad(upgrade_nll)(w, batch)


def data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (x[:, 0] - x[:, 4] + rng.normal(0, 1, n) > 0).astype(np.float32)
    return x, y


def main():
    xt, yt = data(640, 0)
    xv, yv = data(256, 1)
    w = jnp.zeros(5)
    for epoch in range(3):
        train_losses = []
        for b in train_batches(xt, yt, 64):
            w = w - 0.5 * upgrade_grad(w, b)
            train_losses.append(float(upgrade_nll(w, b)))
        val = np.mean([float(upgrade_nll(w, b)) for b in eval_batches(xv, yv, 64)])
        print(epoch, round(np.mean(train_losses), 4), round(float(val), 4))


if __name__ == "__main__":
    main()
