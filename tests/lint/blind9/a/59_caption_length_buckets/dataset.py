import numpy as np

PAD, BOS, EOS = 0, 1, 2
VOCAB = 40


class CaptionDataset:
    def __init__(self, n, feat_dim=16, seed=0):
        rng = np.random.default_rng(seed)
        self.features = rng.normal(size=(n, feat_dim)).astype(np.float32)
        self.captions = [
            [BOS] + list(rng.integers(3, VOCAB, size=rng.integers(2, 24))) + [EOS]
            for _ in range(n)
        ]

    def __len__(self):
        return len(self.captions)

    def __getitem__(self, i):
        return self.features[i], self.captions[i]


LENGTH_BUCKETS = (16, 32)


def bucket_length(n):
    return next(b for b in LENGTH_BUCKETS if b >= n)


def collate_fn(items):
    feats = np.stack([f for f, _ in items])
    max_len = bucket_length(max(len(c) for _, c in items))
    tokens = np.full((len(items), max_len), PAD, np.int32)
    for i, (_, c) in enumerate(items):
        tokens[i, :len(c)] = c
    return feats, tokens


def data_loader(dataset, batch_size, shuffle_seed):
    order = np.random.default_rng(shuffle_seed).permutation(len(dataset))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        yield collate_fn([dataset[i] for i in order[start:start + batch_size]])
