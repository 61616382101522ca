import numpy as np

EOS = 1


def make_shard(n_tokens, vocab, seed):
    rng = np.random.default_rng(seed)
    return rng.integers(2, vocab, size=n_tokens).astype(np.uint16)


class ShardLoader:
    """Streams fixed-length windows from uint16 token shards."""

    def __init__(self, shards, seq_len, batch_size):
        self.shards = shards
        self.seq_len = seq_len
        self.batch_size = batch_size

    def __iter__(self):
        need = self.batch_size * (self.seq_len + 1)
        for shard in self.shards:
            for start in range(0, len(shard), need):
                window = shard[start : start + need]
                if len(window) < need:
                    pad = np.full(need - len(window), EOS, dtype=window.dtype)
                    window = np.concatenate([window, pad])
                yield window.reshape(self.batch_size, self.seq_len + 1)
