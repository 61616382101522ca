import jax
import numpy as np

from gan import GANConfig, GANTrainer

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
    trainer = GANTrainer(GANConfig(label_smoothing=0.1), key)
    for epoch in range(EPOCHS):
        trainer.on_epoch_start(epoch, EPOCHS)
        for i in range(0, len(data), BATCH):
            key, sub = jax.random.split(key)
            metrics = trainer.train_step(data[i:i + BATCH], sub)
        print(f"epoch {epoch} d={float(metrics['d_loss']):.3f} g={float(metrics['g_loss']):.3f}")


if __name__ == "__main__":
    main()
