import jax
import numpy as np

from evaluate import evaluate
from model import SensorMLP


def main():
    rng = np.random.default_rng(0)
    model = SensorMLP(jax.random.PRNGKey(0))
    for epoch in range(3):
        x = rng.normal(size=(32, 6, 6)).astype(np.float32)
        y = rng.integers(0, 5, 32).astype(np.int32)
        print(epoch, evaluate(model, x, y))


if __name__ == "__main__":
    main()
