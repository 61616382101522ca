import numpy as np

from model import init
from server import FingerspellServer


def main():
    rng = np.random.default_rng(0)
    server = FingerspellServer(init())
    for req in range(6):
        hand = rng.normal(size=(4, 21, 3)).astype(np.float32)
        if req % 2 == 0:
            probs = server.predict(hand)
        else:
            probs = server.predict_calibrated(hand, 1.5)
        print(req, np.asarray(probs.argmax(-1)))


if __name__ == "__main__":
    main()
