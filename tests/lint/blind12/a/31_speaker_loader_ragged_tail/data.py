import numpy as np


class UtteranceLoader:
    def __init__(self, features, labels, batch_size, shuffle=True, seed=0):
        self.features = features
        self.labels = labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.features) // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.features)) if self.shuffle else np.arange(len(self.features))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.features[idx], self.labels[idx]


def speaker_corpus(n_utts_per_speaker, frames=50, n_mels=20, n_phones=8, seed=0):
    rng = np.random.default_rng(seed)
    for spk, n in enumerate(n_utts_per_speaker):
        feats = rng.standard_normal((n, frames, n_mels)).astype(np.float32) + 0.1 * spk
        labels = rng.integers(0, n_phones, size=(n, frames)).astype(np.int32)
        yield f"spk{spk:02d}", feats, labels
