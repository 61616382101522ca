import numpy as np

PAD_ID = 0
LENGTH_BUCKETS = (16, 32, 64)


def synthetic_reviews(n, seed=0, vocab=200):
    rng = np.random.default_rng(seed)
    reviews = []
    for _ in range(n):
        length = int(rng.integers(4, 40))
        tokens = rng.integers(1, vocab, size=length)
        reviews.append((tokens, int(tokens.mean() > vocab / 2)))
    return reviews


def _bucket(n):
    return next((b for b in LENGTH_BUCKETS if b >= n), LENGTH_BUCKETS[-1])


def collate(examples):
    longest = _bucket(max(len(tokens) for tokens, _ in examples))
    ids = np.full((len(examples), longest), PAD_ID, np.int32)
    for row, (tokens, _) in enumerate(examples):
        ids[row, :len(tokens)] = tokens[:longest]
    labels = np.array([label for _, label in examples], np.int32)
    return {"input_ids": ids, "labels": labels}
