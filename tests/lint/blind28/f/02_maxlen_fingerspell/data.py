import numpy as np


class FingerspellLoader:
    def __init__(self, cfg, n=30, seed=1):
        self.cfg = cfg
        rng = np.random.default_rng(seed)
        self.seqs = [rng.normal(size=(int(rng.integers(10, cfg.max_frames)), cfg.num_landmarks, 2)).astype(np.float32) for _ in range(n)]
        self.letters = rng.integers(1, cfg.vocab, size=n).astype(np.int32)

    def _pad(self, seq):
        out = np.zeros((self.cfg.max_frames, self.cfg.num_landmarks, 2), np.float32)
        n = min(len(seq), self.cfg.max_frames)
        out[:n] = seq[:n]
        return out, n

    def __iter__(self):
        bs = self.cfg.batch_size
        for i in range(0, len(self.seqs) - bs + 1, bs):
            xs, lens = zip(*(self._pad(s) for s in self.seqs[i : i + bs]))
            yield np.stack(xs), np.asarray(lens, np.int32), self.letters[i : i + bs]
