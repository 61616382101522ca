import numpy as np
from flax import nnx
from model import SpeciesNet, calibrated_probs
from calibrate import retune

rng = np.random.default_rng(75)
model = SpeciesNet(nnx.Rngs(0))
for rnd in range(4):
    x = rng.normal(size=(40, 10)).astype(np.float32)
    y = rng.integers(0, 4, 40)
    p = np.asarray(calibrated_probs(model, x))
    retune(model, p, y)
    print("round", rnd, "T =", model.temperature)
