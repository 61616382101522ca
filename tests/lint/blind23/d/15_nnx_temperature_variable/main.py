import numpy as np
import optax
from flax import nnx

from model import ExerciseRanker
from train import ranker_step, anneal

N_SKILLS, N_ITEMS = 8, 20
rng = np.random.default_rng(0)
skills = rng.normal(size=(64, N_SKILLS)).astype(np.float32)
best_item = rng.integers(0, N_ITEMS, 64).astype(np.int32)

model = ExerciseRanker(N_SKILLS, N_ITEMS, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(5):
    anneal(model, epoch)
    loss = ranker_step(model, optimizer, skills, best_item)
    print(epoch, float(model.temperature[...]), float(loss))
