import jax
import numpy as np

from server import N_MELS, VOCAB, ASRServer


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"enc": jax.random.normal(k1, (N_MELS, 32)) * 0.3,
              "out": jax.random.normal(k2, (32, VOCAB)) * 0.3}
    server = ASRServer(params)
    server.warmup()
    rng = np.random.default_rng(0)
    for req, n_frames in enumerate([30, 80, 45, 95]):
        feats = rng.standard_normal((n_frames, N_MELS)).astype(np.float32)
        print(req, len(server.handle(feats)))


if __name__ == "__main__":
    main()
