import jax
import numpy as np

from vocoder import HOP, N_MELS, synthesize


def main():
    params = {"up": jax.random.normal(jax.random.PRNGKey(0), (N_MELS, HOP)) * 0.2}
    rng = np.random.default_rng(0)
    # sentence lengths of an audiobook chapter, in mel frames
    lengths = [20, 50, 100, 30, 60, 120, 25, 55]
    for n in lengths:
        mel = rng.standard_normal((n, N_MELS)).astype(np.float32)
        audio = synthesize(params, mel)
        print(n, audio.shape)


if __name__ == "__main__":
    main()
