import numpy as np

from service import TranslationService


def main():
    service = TranslationService()
    rng = np.random.default_rng(1)
    for i in range(5):
        request = {"src": rng.integers(3, 24, size=(2, 6)).tolist()}
        reply = service.handle(request)
        print(i, reply["tokens"][0])


if __name__ == "__main__":
    main()
