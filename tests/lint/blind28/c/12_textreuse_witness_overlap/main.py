import numpy as np
import jax.numpy as jnp

from scoring import make_passage_scorer

VOCAB = 300
SEQ = 48


def sample_witnesses(rng, n):
    base = rng.integers(0, VOCAB, SEQ)
    out = []
    for _ in range(n):
        w = base.copy()
        flips = rng.random(SEQ) < 0.3
        w[flips] = rng.integers(0, VOCAB, flips.sum())
        out.append(jnp.asarray(w.astype(np.int32)))
    return out


def main():
    rng = np.random.default_rng(21)
    scorer = make_passage_scorer(window=5)
    for round_ in range(3):
        witnesses = sample_witnesses(rng, 4)
        for i in range(1, len(witnesses)):
            diag, smooth = scorer(witnesses[0], witnesses[i])
            print(round_, i, int(diag), round(float(smooth), 3))


if __name__ == "__main__":
    main()
