import jax
import numpy as np

from registry import init_params, make_predictor

params = init_params(jax.random.PRNGKey(0))
rng = np.random.default_rng(0)
queue = [rng.normal(size=(4, 8)).astype(np.float32) for _ in range(6)]

results = []
for batch in queue:
    predict = make_predictor(params)
    probs = predict(batch)
    results.append(np.asarray(probs).argmax(-1))

print("served", len(results), "batches")
