import numpy as np

from recognizer import SignRecognizer

VOCAB = ["hello", "thanks", "yes", "no", "please", "sorry", "help", "more"]


def main():
    rng = np.random.default_rng(0)
    rec = SignRecognizer(VOCAB)
    for i in range(5):
        clip = rng.normal(size=(30, 21, 3)).astype(np.float32)
        print(i, rec.recognize(clip))


if __name__ == "__main__":
    main()
