import numpy as np

BUCKETS = (512, 1024, 2048)


def synth_clips(n, seed=0, min_len=300, max_len=1200, sr=8000):
    rng = np.random.default_rng(seed)
    clips = []
    for _ in range(n):
        length = int(rng.integers(min_len, max_len))
        t = np.arange(length) / sr
        f0 = rng.uniform(200, 1200)
        clips.append((np.sin(2 * np.pi * f0 * t) + 0.1 * rng.standard_normal(length)).astype(np.float32))
    return clips


def bucket_for(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"clip of {n} samples exceeds the largest bucket")


def collate(clips):
    max_len = bucket_for(max(len(c) for c in clips))
    batch = np.zeros((len(clips), max_len), dtype=np.float32)
    for i, c in enumerate(clips):
        batch[i, : len(c)] = c
    lengths = np.array([len(c) for c in clips], dtype=np.int32)
    return batch, lengths


def batched(clips, batch_size):
    for i in range(0, len(clips), batch_size):
        yield collate(clips[i : i + batch_size])
