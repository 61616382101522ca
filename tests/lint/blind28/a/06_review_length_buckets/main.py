import jax
import numpy as np

from text import tokenize, pad_to_bucket
from score import score_reviews

POS = "great friendly clean spacious lovely quiet helpful comfortable".split()
NEG = "dirty noisy rude small broken smelly slow cold".split()
FILL = "the room staff breakfast pool view location bed was and very".split()


def fake_reviews(rng, n):
    out = []
    for _ in range(n):
        L = int(rng.integers(3, 40))
        words = rng.choice(POS + NEG + FILL, L)
        out.append(" ".join(words))
    return out


def main():
    rng = np.random.default_rng(0)
    vocab = {}
    batches = [fake_reviews(rng, 32) for _ in range(6)]
    batches.append([r for r in fake_reviews(rng, 200) if len(r.split()) <= 12][:32])
    tok_batches = [[tokenize(r, vocab) for r in b] for b in batches]
    emb = jax.random.normal(jax.random.PRNGKey(0), (1000, 16))
    w = jax.random.normal(jax.random.PRNGKey(1), (16,))
    for toks in tok_batches:
        probs = score_reviews(emb, w, pad_to_bucket(toks))
        print(len(toks), float(probs.mean()))


if __name__ == "__main__":
    main()
