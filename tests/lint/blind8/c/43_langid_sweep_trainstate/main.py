import itertools
import zlib

import jax
import numpy as np

from model import CharNgramClassifier
from train import create_state, train_step

LANGS = ["en", "de", "fr"]
DIM = 64


def hashed_ngrams(text, dim=DIM):
    v = np.zeros(dim, np.float32)
    padded = f"  {text}  "
    for i in range(len(padded) - 2):
        v[zlib.crc32(padded[i:i + 3].encode()) % dim] += 1.0
    return v / max(v.sum(), 1.0)


CORPUS = [
    ("the weather is nice today", 0), ("where is the station", 0), ("i would like a coffee", 0),
    ("das wetter ist heute schoen", 1), ("wo ist der bahnhof", 1), ("ich moechte einen kaffee", 1),
    ("il fait beau aujourd hui", 2), ("ou est la gare", 2), ("je voudrais un cafe", 2),
]


def main():
    x = np.stack([hashed_ngrams(t) for t, _ in CORPUS])
    y = np.array([l for _, l in CORPUS], np.int32)
    model = CharNgramClassifier(n_langs=len(LANGS))
    results = {}
    for lr, wd in itertools.product([3e-3, 1e-2], [0.0, 1e-4]):
        state = create_state(model, jax.random.PRNGKey(0), DIM, lr, wd)
        for _ in range(4):
            state, loss = train_step(state, x, y)
        results[(lr, wd)] = float(loss)
    best = min(results, key=results.get)
    print(f"best lr={best[0]} wd={best[1]} loss={results[best]:.4f}")


if __name__ == "__main__":
    main()
