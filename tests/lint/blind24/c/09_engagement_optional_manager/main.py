import numpy as np
import jax
from features import build_batch, load_records
from model import init_params, engagement_grad

records = load_records(400)
rng = np.random.default_rng(1)
targets = rng.normal(size=400).astype(np.float32)
params = init_params()

for epoch in range(2):
    for i in range(0, 400, 40):
        batch = build_batch(records[i:i + 40])
        loss, g = engagement_grad(params, batch, targets[i:i + 40])
        params = jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)
    print(epoch, float(loss))
