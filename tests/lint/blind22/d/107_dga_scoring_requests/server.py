import jax
import numpy as np

from kernels import dga_score

MAXLEN, BATCH = 24, 16


def encode(names):
    width = min(max(len(n) for n in names), MAXLEN)
    out = np.zeros((BATCH, width), dtype=np.int32)
    for i, n in enumerate(names[:BATCH]):
        codes = [ord(c) % 64 for c in n[:width]]
        out[i, :len(codes)] = codes
    return out


class DGAServer:
    def __init__(self, char_logp):
        self.char_logp = char_logp

    def handle(self, names):
        batch = encode(names)
        compiled = jax.jit(dga_score).lower(self.char_logp, batch).compile()
        scores = compiled(self.char_logp, batch)
        return dict(zip(names, np.asarray(scores)[:len(names)].round(2).tolist()))
