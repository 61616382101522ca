import jax
import numpy as np

from model import init_vae
from trainer import VAETrainer

NUM_EPOCHS = 5
BATCH = 32


def batches(data, rng):
    idx = rng.permutation(len(data))
    for i in range(0, len(data) - BATCH + 1, BATCH):
        yield data[idx[i:i + BATCH]]


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(128, 64)).astype(np.float32)

    key = jax.random.PRNGKey(0)
    trainer = VAETrainer(init_vae(key))
    for epoch in range(NUM_EPOCHS):
        key, loss = trainer.fit_epoch(epoch, batches(data, rng), key)
        print(f"epoch {epoch}: elbo {float(loss):.3f}")


if __name__ == "__main__":
    main()
