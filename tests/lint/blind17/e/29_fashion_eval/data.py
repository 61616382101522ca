import jax.numpy as jnp
import numpy as np


def _fake_images(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 10, n).astype(np.int32)
    base = rng.integers(0, 256, size=(10, 28 * 28))
    noise = rng.integers(-40, 40, size=(n, 28 * 28))
    images = np.clip(base[labels] + noise, 0, 255).astype(np.uint8)
    return images, labels


def normalize(images):
    return images.astype(np.float32) / 255.0


def train_loader(batch_size=64, n=512, seed=0):
    images, labels = _fake_images(n, seed)
    for i in range(0, n, batch_size):
        yield normalize(images[i:i + batch_size]), labels[i:i + batch_size]


def test_loader(batch_size=64, n=128, seed=1):
    images, labels = _fake_images(n, seed)
    images = jnp.asarray(normalize(images))
    labels = jnp.asarray(labels)
    for i in range(0, n, batch_size):
        yield images[i:i + batch_size], labels[i:i + batch_size]
