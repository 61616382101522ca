import numpy as np

ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"
BLANK = 0


def encode(text):
    return [ALPHABET.index(c) + 1 for c in text]


def synthetic_words(rng, n, width=24, height=8):
    words = []
    for _ in range(n):
        length = int(rng.integers(2, 13))
        text = "".join(rng.choice(list(ALPHABET), size=length))
        crop = rng.normal(size=(height, width, 1)).astype(np.float32)
        words.append((crop, text))
    return words


def collate(batch):
    crops = np.stack([c for c, _ in batch])
    codes = [encode(t) for _, t in batch]
    longest = max(len(c) for c in codes)
    labels = np.zeros((len(batch), longest), np.int32)
    label_pad = np.ones((len(batch), longest), np.float32)
    for i, c in enumerate(codes):
        labels[i, :len(c)] = c
        label_pad[i, :len(c)] = 0.0
    return crops, labels, label_pad
