import numpy as np

from recognizer import SwipeVocabulary


def main():
    rng = np.random.default_rng(0)
    vocab = SwipeVocabulary(["swipe_left", "swipe_right", "pinch"])
    prototypes = rng.normal(size=(16, 24)).astype(np.float32)
    for t, new_name in enumerate(["wave", "fist", None, "point", None]):
        if new_name:
            vocab.add(new_name)
        q = rng.normal(size=24).astype(np.float32)
        idx, sim = vocab.lookup(prototypes, q)
        print(t, len(vocab.names), int(idx), round(float(sim), 3))


if __name__ == "__main__":
    main()
