import numpy as np
from flax import nnx

from model import PrecipTypeNet, classify


def main():
    rng = np.random.default_rng(0)
    model = PrecipTypeNet(nnx.Rngs(0))
    model.eval()
    for station in range(8):
        # T850, T2m, wet-bulb, freezing-level height
        x = rng.normal(size=(48, 4)).astype(np.float32)
        ptype = classify(model, x)
        print(station, np.bincount(np.asarray(ptype), minlength=3))


if __name__ == "__main__":
    main()
