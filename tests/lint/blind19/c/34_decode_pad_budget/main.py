import numpy as np
from flax import nnx

from decode import translate_corpus
from nmt import GruNMT

PAD_TO = 12


def main():
    rng = np.random.default_rng(0)
    sentences = [list(rng.integers(3, 40, size=n)) for n in (4, 7, 5, 9, 4, 11, 6)]
    model = GruNMT(40, 40, 16, nnx.Rngs(0))
    for src, hyp in zip(sentences, translate_corpus(model, sentences, PAD_TO)):
        print(len(src), "->", hyp)


if __name__ == "__main__":
    main()
