import numpy as np
import jax

from model import MalwareScorer

N_FEATURES = 24  # section entropy, import counts, header flags, ...


def sample_stream(rng, n_batches, batch=16):
    for _ in range(n_batches):
        yield rng.normal(size=(batch, N_FEATURES)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    scorer = MalwareScorer(jax.random.PRNGKey(0), N_FEATURES)
    flagged = 0
    for batch in sample_stream(rng, 5):
        probs = scorer.predict(batch)
        flagged += int((probs > 0.5).sum())
    print("flagged", flagged)


if __name__ == "__main__":
    main()
