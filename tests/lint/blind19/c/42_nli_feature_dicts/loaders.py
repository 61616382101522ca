import numpy as np

SEQ, VOCAB = 12, 40


def _example(rng):
    n = int(rng.integers(4, SEQ + 1))
    ids = np.zeros(SEQ, np.int32)
    ids[:n] = rng.integers(1, VOCAB, size=n)
    return ids, (ids > 0).astype(np.float32)


def train_batches(rng, n_batches, batch_size):
    for _ in range(n_batches):
        prem = [_example(rng) for _ in range(batch_size)]
        hyp = [_example(rng) for _ in range(batch_size)]
        features = {"premise": np.stack([p[0] for p in prem]), "hypothesis": np.stack([h[0] for h in hyp]),
                    "premise_mask": np.stack([p[1] for p in prem]), "hypothesis_mask": np.stack([h[1] for h in hyp])}
        yield features, rng.integers(0, 3, size=batch_size).astype(np.int32)


def dev_batches(rng, n_batches, batch_size):
    for _ in range(n_batches):
        prem = [_example(rng) for _ in range(batch_size)]
        hyp = [_example(rng) for _ in range(batch_size)]
        features = {"hypothesis": np.stack([h[0] for h in hyp]), "premise": np.stack([p[0] for p in prem])}
        features.update(hypothesis_mask=np.stack([h[1] for h in hyp]), premise_mask=np.stack([p[1] for p in prem]))
        yield features, rng.integers(0, 3, size=batch_size).astype(np.int32)
