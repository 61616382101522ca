import jax
import jax.numpy as jnp
import numpy as np

from probe import fit_linear_probe

NUM_CLASSES = 3


def frozen_backbone(x, w):
    return jax.nn.relu(x @ w)


def main():
    rng = np.random.default_rng(1)
    w_backbone = jnp.asarray(rng.normal(size=(6, 12)).astype(np.float32))
    centers = rng.normal(size=(NUM_CLASSES, 6)) * 2
    y = rng.integers(0, NUM_CLASSES, 90)
    x = (centers[y] + rng.normal(size=(90, 6))).astype(np.float32)
    feats = np.asarray(frozen_backbone(x, w_backbone))
    w, b, loss = fit_linear_probe(feats, y, NUM_CLASSES)
    acc = (np.argmax(feats @ np.asarray(w) + np.asarray(b), -1) == y).mean()
    print("probe loss", loss, "train acc", acc)


if __name__ == "__main__":
    main()
