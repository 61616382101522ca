import numpy as np

from model import init_params, logits
from train import logistic_step

rng = np.random.default_rng(0)
# distance to river, slope, soil class, elevation for survey cells
x = rng.normal(size=(150, 4)).astype(np.float32)
y = (x[:, 0] * -1.2 + x[:, 1] * -0.5 + rng.normal(size=150) > 0).astype(np.float32)
params = init_params(4)
for it in range(30):
    params = logistic_step(params, x, y)
print("accuracy", float(np.mean((np.asarray(logits(params, x)) > 0) == y)))
