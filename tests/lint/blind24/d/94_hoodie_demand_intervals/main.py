import numpy as np
from flax import nnx

from model import WeeklyDemandNet, mc_forecast

rng = np.random.default_rng(94)
model = WeeklyDemandNet(nnx.Rngs(0))
x = rng.normal(size=(20, 7)).astype(np.float32)  # 20 hoodie SKUs, 7 demand drivers

draws = []
for sample in range(8):
    draws.append(np.asarray(mc_forecast(model, x, nnx.Rngs(dropout=sample))))
draws = np.stack(draws)
print("mean", draws.mean(0)[:4].round(3), "std", draws.std(0)[:4].round(3))
