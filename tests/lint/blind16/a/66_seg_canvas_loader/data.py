import numpy as np

CANVAS = 20


def random_image(rng):
    h, w = rng.choice([12, 16, 20], size=2)
    image = rng.normal(size=(h, w, 3)).astype(np.float32)
    mask = (image[..., 0] > 0).astype(np.int32)
    return image, mask


def pad_collate(samples):
    max_h = max_w = CANVAS
    images = np.zeros((len(samples), max_h, max_w, 3), np.float32)
    masks = np.zeros((len(samples), max_h, max_w), np.int32)
    valid = np.zeros((len(samples), max_h, max_w), np.float32)
    for i, (img, m) in enumerate(samples):
        h, w = m.shape
        images[i, :h, :w] = img
        masks[i, :h, :w] = m
        valid[i, :h, :w] = 1.0
    return images, masks, valid


def batches(num_batches, batch_size=2, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        yield pad_collate([random_image(rng) for _ in range(batch_size)])
