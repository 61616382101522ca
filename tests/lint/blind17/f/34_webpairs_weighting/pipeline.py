import numpy as np


def synthetic_pairs(n, img_dim, txt_dim, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, img_dim)).astype(np.float32)
    texts = rng.normal(size=(n, txt_dim)).astype(np.float32)
    quality = rng.random(n)
    return images, texts, quality


def quality_filtered_batches(images, texts, quality, batch_size, threshold=0.2):
    for start in range(0, len(images) - batch_size + 1, batch_size):
        sl = slice(start, start + batch_size)
        keep = (quality[sl] > threshold).astype(np.float32)
        yield images[sl], texts[sl], keep
