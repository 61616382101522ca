import jax
import numpy as np

from asr.pipeline import training_batches


def log_mel_batches(n, batch=4, frames=60, n_mels=40, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield rng.standard_normal((batch, frames, n_mels)).astype(np.float32)


if __name__ == "__main__":
    for i, feats in enumerate(training_batches(jax.random.PRNGKey(0), log_mel_batches(5))):
        print(f"batch {i}: masked fraction {float((feats == 0).mean()):.3f}")
