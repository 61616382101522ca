import jax
import numpy as np

from streaming import process_chunk

N_MELS, HID, CHUNK = 16, 24, 10


class StreamingRecognizer:
    def __init__(self, params):
        self.params = params
        self.state = {}

    def feed(self, chunk):
        outs, self.state = process_chunk(self.params, self.state, chunk)
        return np.asarray(outs).argmax(-1)


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"inp": jax.random.normal(k1, (N_MELS, HID)) * 0.2,
              "rec": jax.random.normal(k2, (HID, HID)) * 0.2}
    rng = np.random.default_rng(0)
    for session in range(2):
        rec = StreamingRecognizer(params)
        for _ in range(4):
            chunk = rng.standard_normal((CHUNK, N_MELS)).astype(np.float32)
            labels = rec.feed(chunk)
        print(session, labels.tolist())


if __name__ == "__main__":
    main()
