import jax
import numpy as np

from ckpt import load, save
from model import eruption_probability, init, sgd

rng = np.random.default_rng(72)
feats = rng.normal(size=(64, 5)).astype(np.float32)
label = (feats[:, 0] + feats[:, 3] > 0.5).astype(np.float32)
params = init(jax.random.PRNGKey(0))
for day in range(4):
    for _ in range(5):
        params = sgd(params, feats, label)
    print(day, float(eruption_probability(params, feats[:8]).mean()))
    params = load(save(params))
