import jax
import numpy as np

from augment import PatchAugmenter


def image_batches(rng, n_batches, batch=16, size=32):
    for _ in range(n_batches):
        yield rng.uniform(size=(batch, size, size, 3)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    augmenter = PatchAugmenter(crop=24)
    key = jax.random.PRNGKey(0)
    for i, images in enumerate(image_batches(rng, 3)):
        key, sub = jax.random.split(key)
        out = augmenter(images, sub)
        print(f"batch {i}: {images.shape} -> {out.shape} mean={float(out.mean()):.3f}")


if __name__ == "__main__":
    main()
