import numpy as np
from flax import nnx

from calibrate import temperature_search
from model import PestRiskClassifier


def trap_counts(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] > 0).astype(np.int32) + (x[:, 1] > 1.0).astype(np.int32)
    return x, y


def main():
    model = PestRiskClassifier(6, 3, nnx.Rngs(0))
    xv, yv = trap_counts(64, 1)
    best, scores = temperature_search(model, xv, yv, [0.5, 0.75, 1.0, 1.5, 2.0, 3.0])
    print("NLL by temperature:", [round(s, 3) for s in scores])
    print("chosen temperature", best)


if __name__ == "__main__":
    main()
