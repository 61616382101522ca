import numpy as np

SNIPPET = 128


def benign_sample(rng):
    raw = bytes(rng.integers(32, 127, size=SNIPPET, dtype=np.uint8))
    return np.frombuffer(raw, dtype=np.uint8), 0


def malicious_sample(rng):
    body = [0x4D, 0x5A] + rng.integers(0, 256, size=SNIPPET - 2).tolist()
    return np.array(body), 1


def collate(samples):
    xs = np.stack([s for s, _ in samples])
    ys = np.array([y for _, y in samples], dtype=np.float32)
    return xs, ys


def mixed_batches(rng, n_batches, batch=16):
    for i in range(n_batches):
        make = benign_sample if i % 2 == 0 else malicious_sample
        yield collate([make(rng) for _ in range(batch)])
