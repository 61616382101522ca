import jax.numpy as jnp
import numpy as np

from buffer import InteractionBuffer
from predictor import predict_next

weights = {"a": jnp.float32(0.8), "b": jnp.float32(0.2), "c": jnp.float32(1.0), "tau": jnp.float32(0.1)}
rng = np.random.default_rng(1)
buf = InteractionBuffer(capacity=16)
hits = 0
for t in range(40):
    skill = int(rng.integers(0, 5))
    p = float(predict_next(weights, *buf.view(), skill))
    outcome = float(rng.random() < 0.6)
    hits += int((p > 0.5) == outcome)
    buf.push(skill, outcome)
print("online accuracy", hits / 40)
