import numpy as np
import optax
from flax import nnx
from model import GoatWeightRegressor
from train import goat_train_step

# heart girth, body length, height at withers, age, sex, breed -> live weight
rng = np.random.default_rng(15)
x = rng.normal(size=(80, 6)).astype(np.float32)
y = (x @ rng.normal(size=6) * 0.5).astype(np.float32)

model = GoatWeightRegressor(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
for step in range(5):
    loss = goat_train_step(model, optimizer, x, y)
    print(step, float(loss), model.seen_batches)
