import jax
import numpy as np

from trainer import VAETrainer
from vae import init_vae


def make_batches(rng, n_batches=3, batch_size=32, x_dim=8):
    latent = rng.normal(size=(n_batches * batch_size, 2))
    mix = rng.normal(size=(2, x_dim))
    x = (latent @ mix + 0.1 * rng.normal(size=(n_batches * batch_size, x_dim))).astype(np.float32)
    return np.split(x, n_batches)


def main():
    rng = np.random.default_rng(0)
    batches = make_batches(rng)
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    trainer = VAETrainer(init_vae(init_key))
    for epoch in range(6):
        trainer.on_epoch_start(epoch)
        key, epoch_key = jax.random.split(key)
        loss = trainer.fit_epoch(batches, epoch_key)
        print(f"epoch {epoch} beta {trainer.loss_cfg.beta:.2f} loss {loss:.3f}")


if __name__ == "__main__":
    main()
