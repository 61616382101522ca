import jax.numpy as jnp
import numpy as np

from optim import make_optimizer
from train import train_step

CFG = {"clip": 1.0, "lr": 1e-2, "wd": 1e-4}


def price_batches(rng, n, bs=64, d=6):
    w = rng.normal(size=d)
    for _ in range(n):
        x = rng.normal(size=(bs, d)).astype(np.float32)
        yield x, (x @ w + 0.1 * rng.normal(size=bs)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    tx = make_optimizer(CFG)
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in price_batches(rng, 2):
            params, opt_state, loss = train_step(params, opt_state, x, y, tx=tx)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
