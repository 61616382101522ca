import numpy as np
import optax
from flax import nnx
from model import OnlineAttritionScorer
from online import consume_week

rng = np.random.default_rng(0)
model = OnlineAttritionScorer(6, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
for week in range(6):
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = (x[:, 0] > 0.5).astype(np.float32)
    loss = consume_week(model, opt, x, y)
    print(week, model.n_updates, float(loss))
