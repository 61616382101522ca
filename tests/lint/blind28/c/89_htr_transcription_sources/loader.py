import numpy as np

CHARS = "abcdefghijklmnopqrstuvwxyz"


def encode(text, width=16):
    ids = [CHARS.index(c) + 1 for c in text if c in CHARS][:width]
    return ids + [0] * (width - len(ids))


def load_transcriptions(rng, source, n=8):
    words = ["anno", "domini", "regis", "henrici", "octavi", "comitatus", "manerium", "curia"]
    imgs = rng.random((n, 12, 32)).astype(np.float32)
    labels = [encode(words[int(rng.integers(0, len(words)))]) for _ in range(n)]
    if source == "csv":
        return imgs, np.array(labels)
    return imgs, np.array(labels, dtype=np.int32)
