import numpy as np

SR = 8000
MAX_SECONDS = 1.0
MAX_LEN = int(SR * MAX_SECONDS)


def synth_clip(rng, seconds):
    n = int(SR * seconds)
    t = np.arange(n) / SR
    f0 = rng.uniform(110.0, 440.0)
    x = 0.5 * np.sin(2 * np.pi * f0 * t) + 0.05 * rng.standard_normal(n)
    return x.astype(np.float32)


def pad_or_trim(x, length=MAX_LEN):
    out = np.zeros(length, dtype=np.float32)
    n = min(len(x), length)
    out[:n] = x[:n]
    return out, n


def clip_stream(seed=0, count=5):
    rng = np.random.default_rng(seed)
    durations = [0.50, 0.75, 0.60, 0.90, 0.55]
    for i in range(count):
        yield pad_or_trim(synth_clip(rng, durations[i % len(durations)]))


def n_valid_frames(n, n_fft=256, hop=128):
    return max(1, 1 + (n - n_fft) // hop)
