import numpy as np
from flax import nnx

from model import PgaNet, mc_sample

rng = np.random.default_rng(107)
x = rng.normal(size=(20, 5)).astype(np.float32)
model = PgaNet(nnx.Rngs(0))
draws = []
for k in range(8):
    draws.append(np.asarray(mc_sample(model, x, nnx.Rngs(dropout=k))))
draws = np.stack(draws)
print("mean", np.round(draws.mean(0)[:4], 3), "std", np.round(draws.std(0)[:4], 3))
