import numpy as np


def byte_counts(blob):
    return np.bincount(np.frombuffer(blob, dtype=np.uint8), minlength=256)


def byte_freqs(blob):
    counts = byte_counts(blob)
    return counts / max(len(blob), 1)


def featurize(blob, normalise):
    return byte_freqs(blob) if normalise else byte_counts(blob)
