import numpy as np


def target_image(h=20, w=20):
    ys, xs = np.meshgrid(np.linspace(-1, 1, h), np.linspace(-1, 1, w), indexing="ij")
    img = np.exp(-((xs - 0.3) ** 2 + (ys + 0.2) ** 2) / 0.1)
    img += 0.5 * np.exp(-((xs + 0.4) ** 2 + (ys - 0.4) ** 2) / 0.05)
    coords = np.stack([xs, ys], axis=-1).reshape(-1, 2).astype(np.float32)
    return coords, img.reshape(-1).astype(np.float32)


def pixel_batches(coords, values, batch_size, rng):
    order = rng.permutation(len(coords))
    n_batches = -(-len(order) // batch_size)
    pad = n_batches * batch_size - len(order)
    order = np.concatenate([order, rng.choice(order, size=pad, replace=False)])
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield coords[idx], values[idx]
