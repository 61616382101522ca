import jax
import numpy as np

from embed import embed_utterances

N_MELS, DIM = 20, 16


def diarization_segments(rng, n_windows):
    for _ in range(n_windows):
        n_segments = int(rng.integers(2, 4))
        yield [rng.standard_normal((int(rng.integers(20, 60)), N_MELS)).astype(np.float32)
               for _ in range(n_segments)]


def main():
    rng = np.random.default_rng(0)
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (N_MELS, DIM)) * 0.3}
    for i, segments in enumerate(diarization_segments(rng, 5)):
        emb = embed_utterances(params, segments)
        sim = np.asarray(emb @ emb.T)
        print(i, len(segments), np.round(sim[0], 2).tolist())


if __name__ == "__main__":
    main()
