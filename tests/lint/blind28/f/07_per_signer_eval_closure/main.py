import numpy as np

from evaluate import evaluate_signer
from model import CLASSES, FEAT, init_classifier


def main():
    rng = np.random.default_rng(1)
    params = init_classifier()
    signers = {f"signer_{i}": (rng.normal(loc=i, size=(64, FEAT)).astype(np.float32),
                               rng.integers(0, CLASSES, 64).astype(np.int32)) for i in range(5)}
    for name, (frames, labels) in signers.items():
        print(name, evaluate_signer(params, frames, labels))


if __name__ == "__main__":
    main()
