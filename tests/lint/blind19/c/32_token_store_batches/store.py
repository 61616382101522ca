import numpy as np


class TokenStore:
    """Pre-tokenised corpus kept in a compact array (vocab < 65536)."""

    def __init__(self, sequences, seq_len):
        self.ids = np.zeros((len(sequences), seq_len), dtype=np.uint16)
        for i, s in enumerate(sequences):
            s = s[:seq_len]
            self.ids[i, :len(s)] = s

    def __len__(self):
        return len(self.ids)

    def batch(self, start, size):
        return self.ids[start:start + size].astype(np.int32)


def encode_on_the_fly(sequences, seq_len):
    out = np.zeros((len(sequences), seq_len), dtype=np.int32)
    for i, s in enumerate(sequences):
        s = s[:seq_len]
        out[i, :len(s)] = s
    return out
