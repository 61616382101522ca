import numpy as np


def compute_spectrogram(trace, nfft=64, hop=32):
    frames = np.lib.stride_tricks.sliding_window_view(trace, nfft)[::hop]
    spec = np.abs(np.fft.rfft(frames * np.hanning(nfft), axis=1)) ** 2
    spec = np.log10(spec + 1e-6)
    return ((spec - spec.min()) / (spec.max() - spec.min())).astype(np.float32)


def load_archived(rng, shape):
    # archived spectrograms are stored as 8-bit grayscale images
    return rng.integers(0, 256, shape).astype(np.uint8).astype(np.float32) / 255.0


def spectrogram_source(rng, n=8, npts=2080):
    for i in range(n):
        if i % 3 == 0:
            yield load_archived(rng, (64, 33)), int(rng.integers(0, 2))
        else:
            trace = rng.standard_normal(npts)
            yield compute_spectrogram(trace), int(rng.integers(0, 2))
