import numpy as np

SLOTS = 4
N_FEATURES = 9


class MicroBatcher:
    def __init__(self):
        self.buf = np.zeros((SLOTS, N_FEATURES), np.float32)

    def pack(self, requests):
        self.buf[:] = 0.0
        for i, r in enumerate(requests[:SLOTS]):
            self.buf[i] = r
        return self.buf.copy(), len(requests[:SLOTS])


def request_waves(rng, n_waves=12):
    for _ in range(n_waves):
        k = int(rng.integers(1, SLOTS + 1))
        yield [rng.normal(size=N_FEATURES).astype(np.float32) for _ in range(k)]
