import jax
import numpy as np

from config import RubricConfig
from train import init_params, rubric_step

rng = np.random.default_rng(2)
feats = rng.normal(size=(64, 20)).astype(np.float32)
scores = rng.integers(0, 5, size=(64, 5)).astype(np.int32)

params = init_params(jax.random.PRNGKey(0), 20, RubricConfig())
opt_state = None
for epoch in range(6):
    cfg = RubricConfig(hidden=32)
    params, opt_state, loss = rubric_step(params, opt_state, feats, scores, cfg, 0.1)
    print(epoch, float(loss))
