import numpy as np

BUCKETS = (512, 1024)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"spectrum of {n} pixels exceeds largest bucket")


def pad_batch(spectra):
    width = bucket_length(max(len(f) for f, _ in spectra))
    flux = np.zeros((len(spectra), width), np.float32)
    ivar = np.zeros((len(spectra), width), np.float32)
    for i, (f, iv) in enumerate(spectra):
        flux[i, :len(f)] = f
        ivar[i, :len(f)] = iv
    return flux, ivar


def batches(items, size):
    for i in range(0, len(items) - len(items) % size, size):
        yield pad_batch(items[i:i + size])
