import numpy as np
from flax import nnx

from model import ScoringHead
from service import ModerationService

DIM = 12


def main():
    svc = ModerationService(ScoringHead(DIM, 4, rngs=nnx.Rngs(0)))
    rng = np.random.default_rng(0)
    for temperature in [1.0, 0.7, 1.3, 0.7, 2.0, 0.5]:
        feats = rng.normal(size=(3, DIM)).astype(np.float32)
        print(temperature, svc.classify(feats, temperature=temperature))


if __name__ == "__main__":
    main()
