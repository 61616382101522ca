import numpy as np

N_FEAT = 16


def make_corpus(n=40, seed=4):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        T = int(rng.integers(30, 70))
        out.append((rng.normal(size=(T, N_FEAT)).astype(np.float32),
                    rng.integers(1, 25, size=int(rng.integers(4, 10))).astype(np.int32)))
    return out


class PaddedLoader:
    def __init__(self, utts, batch_size):
        self.utts = utts
        self.batch_size = batch_size
        self.max_frames = max(u[0].shape[0] for u in utts)
        self.max_labels = max(u[1].shape[0] for u in utts)

    def __iter__(self):
        for i in range(0, len(self.utts), self.batch_size):
            chunk = self.utts[i:i + self.batch_size]
            x = np.zeros((self.batch_size, self.max_frames, N_FEAT), np.float32)
            xpad = np.ones((self.batch_size, self.max_frames), np.float32)
            y = np.zeros((self.batch_size, self.max_labels), np.int32)
            ypad = np.ones((self.batch_size, self.max_labels), np.float32)
            for j, (f, t) in enumerate(chunk):
                x[j, :len(f)] = f
                xpad[j, :len(f)] = 0
                y[j, :len(t)] = t
                ypad[j, :len(t)] = 0
            yield x, xpad, y, ypad
