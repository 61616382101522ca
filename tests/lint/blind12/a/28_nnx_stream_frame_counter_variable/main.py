import numpy as np
from flax import nnx

from model import StreamingEncoder
from recognize import recognize

N_MELS, CHUNK_FRAMES = 24, 10


def feature_stream(n_chunks, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_chunks):
        yield rng.standard_normal((CHUNK_FRAMES, N_MELS)).astype(np.float32)


if __name__ == "__main__":
    encoder = StreamingEncoder(N_MELS, 32, 30, rngs=nnx.Rngs(0))
    hyp, frames = recognize(encoder, feature_stream(6))
    print(f"{frames} frames -> {len(hyp)} non-blank tokens")
