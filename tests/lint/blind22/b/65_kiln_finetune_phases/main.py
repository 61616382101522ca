import numpy as np
from flax import nnx

from model import KilnTempNet
from train import run_phases


def main():
    rng = np.random.default_rng(61)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = (np.roll(x, 1, axis=1) * 0.5).astype(np.float32)
    model = KilnTempNet(6, rngs=nnx.Rngs(0))
    run_phases(model, x, y)


if __name__ == "__main__":
    main()
