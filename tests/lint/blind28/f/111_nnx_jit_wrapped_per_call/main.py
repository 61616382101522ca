from flax import nnx
import numpy as np

from inference import classify
from model import HandshapeClassifier


def main():
    rng = np.random.default_rng(0)
    model = HandshapeClassifier(nnx.Rngs(0))
    for batch in range(4):
        frames = rng.normal(size=(8, 21, 3)).astype(np.float32)
        print(batch, np.asarray(classify(model, frames)).tolist())


if __name__ == "__main__":
    main()
