import numpy as np

LINE_HEIGHT = 16
CHARSET = "abcdefghijklmnopqrstuvwxyz0123456789 "


def synth_line(rng, n_chars):
    width = 6 * n_chars + rng.integers(0, 5)
    img = rng.random((LINE_HEIGHT, width)).astype(np.float32)
    labels = rng.integers(1, len(CHARSET), size=n_chars).astype(np.int32)
    return img, labels


def collate(samples, max_label=24):
    width = max(img.shape[1] for img, _ in samples)
    images = np.zeros((len(samples), LINE_HEIGHT, width), np.float32)
    labels = np.zeros((len(samples), max_label), np.int32)
    for i, (img, lab) in enumerate(samples):
        images[i, :, : img.shape[1]] = img
        labels[i, : len(lab)] = lab
    return images, labels


def line_batches(seed, n_batches, batch_size=4):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        samples = [synth_line(rng, int(rng.integers(5, 20))) for _ in range(batch_size)]
        yield collate(samples)
