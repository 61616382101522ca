import numpy as np

from tagger import CrfPosTagger


def main():
    rng = np.random.default_rng(0)
    tagger = CrfPosTagger(vocab_size=200, num_tags=8)
    corpus = [rng.integers(1, 200, size=n).tolist() for n in (5, 9, 5, 12, 7, 9, 14)]
    for sent in corpus:
        print(len(sent), tagger.tag(sent))


if __name__ == "__main__":
    main()
