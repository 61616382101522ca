import numpy as np

CHUNK, N_FEAT = 10, 6


class PacketStream:
    def __init__(self, rng, n_chunks):
        self.rng = rng
        self.n_chunks = n_chunks
        self.hidden = None

    def chunks(self):
        for _ in range(self.n_chunks):
            yield self.rng.normal(size=(CHUNK, N_FEAT)).astype(np.float32)
