import numpy as np
import optax
from flax import nnx

from model import CharClassifier
from train import train_step


def glyph_batches(rng, n_batches, bs=8):
    for _ in range(n_batches):
        yield (rng.random((bs, 16, 16, 1)).astype(np.float32),
               rng.integers(0, 36, bs).astype(np.int32))


def main():
    rng = np.random.default_rng(0)
    model = CharClassifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for images, labels in glyph_batches(rng, 5):
        loss = train_step(model, optimizer, images, labels)
    print("seen", model.images_seen, "loss", float(loss))


if __name__ == "__main__":
    main()
