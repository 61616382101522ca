import numpy as np
from flax import nnx

from model import AcidityNet
from service import LabService


def main():
    svc = LabService(AcidityNet(nnx.Rngs(0)))
    rng = np.random.default_rng(4)
    for day in range(4):
        must = rng.normal(size=(10, 12)).astype(np.float32)
        wine = rng.normal(size=(10, 12)).astype(np.float32)
        ta_must = svc.must_sample(must)
        ta_wine = svc.finished_wine(wine)
        print(day, float(ta_must.mean()), float(ta_wine.mean()))


if __name__ == "__main__":
    main()
