import jax
import jax.numpy as jnp
import numpy as np

from loaders import train_loader, val_loader


@jax.jit
def damage_metrics(w, batch):
    images, labels = batch["images"] if isinstance(batch, dict) else batch.images, batch["labels"] if isinstance(batch, dict) else batch.labels
    p = jax.nn.sigmoid(images @ w)
    return jnp.mean((p > 0.5) == (labels > 0.5))


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=16).astype(np.float32))
    tr = [float(damage_metrics(w, b)) for b in train_loader(rng, 4)]
    va = [float(damage_metrics(w, b)) for b in val_loader(rng, 4)]
    print(np.mean(tr), np.mean(va))


if __name__ == "__main__":
    main()
