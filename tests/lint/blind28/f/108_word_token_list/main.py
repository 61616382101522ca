import jax
import numpy as np

from scorer import word_log_likelihood
from tokenizer import encode

LEXICON = ["cat", "dog", "bird", "fish", "horse", "apple", "tree", "water"]


def main():
    rng = np.random.default_rng(0)
    frame_log_probs = np.asarray(jax.nn.log_softmax(rng.normal(size=(40, 26)).astype(np.float32), -1))
    scores = {w: float(word_log_likelihood(frame_log_probs, encode(w))) for w in LEXICON}
    best = max(scores, key=scores.get)
    print(best, {k: round(v, 2) for k, v in scores.items()})


if __name__ == "__main__":
    main()
