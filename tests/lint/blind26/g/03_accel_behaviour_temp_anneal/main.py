import numpy as np
import jax
import jax.numpy as jnp

from config import SCHEDULE
from pseudo import soft_targets

BEHAVIOURS = ["rest", "walk", "graze", "run"]

rng = np.random.default_rng(3)
bursts = rng.normal(size=(128, 3 * 25)).astype(np.float32)   # tri-axial, 25 Hz, 1 s
W = rng.normal(size=(75, len(BEHAVIOURS))).astype(np.float32) * 0.1

for epoch in range(SCHEDULE["epochs"]):
    logits = jnp.asarray(bursts) @ W
    temp = SCHEDULE["temperature"][epoch]
    q = soft_targets(logits, temp)
    # crude self-training: move weights toward the soft targets
    grad = bursts.T @ (np.asarray(q) - np.asarray(jax.nn.softmax(logits))) / len(bursts)
    W = W + 0.5 * grad
    print(epoch, temp, float(q.max(axis=1).mean()))
