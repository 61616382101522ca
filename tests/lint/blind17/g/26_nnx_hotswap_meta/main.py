import numpy as np
from flax import nnx

from model import Ranker
from server import HotSwapServer


def main():
    rng = np.random.default_rng(0)
    server = HotSwapServer(Ranker(8, 16, rngs=nnx.Rngs(0)))
    for step in (100, 200, 300):
        server.load(step)
        for _ in range(2):
            x = rng.normal(size=(4, 8)).astype(np.float32)
            scores = server.predict(x)
        print("serving checkpoint", step, np.asarray(scores).round(3))


if __name__ == "__main__":
    main()
