import numpy as np
from flax import nnx

from window import StreamingWindowEncoder, ingest


def sensor_frames(n, dim, seed=0):
    rng = np.random.default_rng(seed)
    phase = 0.0
    for _ in range(n):
        phase += 0.3
        yield (np.sin(phase + np.arange(dim)) + 0.1 * rng.normal(size=dim)).astype(np.float32)


def main():
    enc = StreamingWindowEncoder(window=4, in_dim=6, out_dim=3, rngs=nnx.Rngs(0))
    for t, frame in enumerate(sensor_frames(8, 6)):
        emb = ingest(enc, frame)
        print(t, int(enc.write_pos.value), np.round(np.asarray(emb), 3))


if __name__ == "__main__":
    main()
