import numpy as np


def read_wav_pcm(rng, n):
    # 16-bit PCM straight from the archive
    return (rng.normal(scale=3000, size=n)).astype(np.int16)


def read_resampled(rng, n):
    return (rng.normal(scale=0.1, size=n)).astype(np.float32)


def corpus(seed):
    rng = np.random.default_rng(seed)
    readers = [read_wav_pcm, read_resampled, read_wav_pcm, read_resampled]
    for r in readers:
        yield r(rng, 4000)
