import numpy as np


def synth_ecg(n_seconds, fs, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(int(n_seconds * fs)) / fs
    hr = 60.0 + 10.0 * rng.random()
    beat = np.sin(2 * np.pi * hr / 60.0 * t) ** 63
    return (beat + 0.05 * rng.standard_normal(t.shape)).astype(np.float32)


def recordings(n, fs=128):
    durations = [30, 45, 30, 60, 50, 30]
    for i in range(n):
        yield synth_ecg(durations[i % len(durations)], fs, seed=i)


def segment(signal, fs, min_len_s=20):
    # split on long flat stretches (lead-off) and keep usable segments
    usable = np.abs(signal) < 5.0
    idx = np.flatnonzero(usable)
    seg = signal[idx[0]: idx[-1] + 1]
    if seg.shape[0] < min_len_s * fs:
        return None
    return seg
