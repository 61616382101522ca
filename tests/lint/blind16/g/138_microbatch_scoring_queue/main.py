import jax.numpy as jnp
import numpy as np

from batcher import MicroBatcher
from model import fraud_score

F, H = 12, 16
rng = np.random.default_rng(112)
weights = {"w1": jnp.asarray(rng.normal(0, 0.3, (F, H)), jnp.float32),
           "w2": jnp.asarray(rng.normal(0, 0.3, (H, 1)), jnp.float32)}
bias = {"b1": jnp.zeros(H), "b2": jnp.zeros(1)}
batcher = MicroBatcher(max_batch=16)

for tick in range(6):
    for _ in range(rng.poisson(9)):
        batcher.submit(rng.normal(size=F).astype(np.float32))
    for batch in batcher.drain():
        scores = fraud_score(weights, bias, batch)
        print(f"tick {tick}: scored {len(batch)} max={float(scores.max()):.3f}")
