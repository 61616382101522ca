import jax
import numpy as np

from gan import WGANConfig, WGANTrainer

EPOCHS = 5
BATCH = 32


def ring_of_gaussians(rng, n, dim=16):
    angles = rng.uniform(0, 2 * np.pi, size=n)
    x = np.zeros((n, dim), np.float32)
    x[:, 0], x[:, 1] = np.cos(angles), np.sin(angles)
    return x + 0.05 * rng.normal(size=x.shape).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    data = ring_of_gaussians(rng, 96)
    key = jax.random.PRNGKey(0)
    trainer = WGANTrainer(WGANConfig(n_critic=2), key, total_epochs=EPOCHS)
    for epoch in range(EPOCHS):
        trainer.on_epoch_start(epoch)
        for i in range(0, len(data), BATCH):
            key, sub = jax.random.split(key)
            metrics = trainer.train_step(data[i:i + BATCH], sub)
        print(f"epoch {epoch} critic={float(metrics['critic']):.3f} gen={float(metrics['gen']):.3f}")


if __name__ == "__main__":
    main()
