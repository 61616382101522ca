import jax.numpy as jnp
import numpy as np

from trainer import Trainer

DIM = 12


def epoch_batches(rng, n=3, batch=8):
    for _ in range(n):
        q = rng.normal(size=(batch, DIM)).astype(np.float32)
        yield q, q + 0.1 * rng.normal(size=q.shape).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = {"wq": jnp.eye(DIM), "wd": jnp.eye(DIM)}
    trainer = Trainer(params, lr=1e-3)
    for epoch in range(4):
        print(epoch, trainer.run_epoch(epoch_batches(rng)))


if __name__ == "__main__":
    main()
