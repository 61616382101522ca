import equinox as eqx
import jax
import numpy as np

from model import GradePredictor
from train import optim, curriculum_step

rng = np.random.default_rng(0)
x = rng.normal(size=(128, 10)).astype(np.float32)
difficulty = rng.uniform(0, 1, 128).astype(np.float32)
y = (x[:, 0] - difficulty + 0.1 * rng.normal(size=128)).astype(np.float32)

model = GradePredictor(10, jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(6):
    model, opt_state, loss = curriculum_step(model, opt_state, x, y, difficulty, epoch)
    print(epoch, float(loss))
