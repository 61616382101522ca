import jax
import numpy as np

from decode import greedy_decode

THRESHOLDS = [0, 0.25, 0.5, 0.75, 1]


def letter_error(pred, ref):
    p = [c for c in pred if c >= 0]
    return abs(len(p) - len(ref)) / max(len(ref), 1)


def main():
    rng = np.random.default_rng(0)
    logits = rng.normal(size=(8, 40, 28)).astype(np.float32)
    log_probs = np.asarray(jax.nn.log_softmax(logits, -1))
    refs = [rng.integers(1, 28, size=6) for _ in range(8)]
    for th in THRESHOLDS:
        out = np.asarray(greedy_decode(log_probs, th))
        err = np.mean([letter_error(o, r) for o, r in zip(out, refs)])
        print(f"threshold={th}: length error {err:.3f}")


if __name__ == "__main__":
    main()
