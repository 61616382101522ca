import numpy as np

SAMPLE_RATE = 8000


def synth_clip(rng, label):
    dur = rng.uniform(0.25, 0.6)
    t = np.arange(int(dur * SAMPLE_RATE)) / SAMPLE_RATE
    freq = 440.0 if label == 0 else 880.0
    return (np.sin(2 * np.pi * freq * t) + 0.2 * rng.standard_normal(t.size)).astype(np.float32)


def make_dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 2, size=n)
    return [synth_clip(rng, int(l)) for l in labels], labels.astype(np.int32)


def pad_batch(clips):
    max_len = max(len(c) for c in clips)
    out = np.zeros((len(clips), max_len), dtype=np.float32)
    mask = np.zeros((len(clips), max_len), dtype=np.float32)
    for i, c in enumerate(clips):
        out[i, : len(c)] = c
        mask[i, : len(c)] = 1.0
    return out, mask


def batches(clips, labels, batch_size):
    for start in range(0, len(clips), batch_size):
        wav, mask = pad_batch(clips[start:start + batch_size])
        yield wav, mask, labels[start:start + batch_size]
