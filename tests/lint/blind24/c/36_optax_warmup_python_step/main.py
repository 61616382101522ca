import numpy as np
import jax
import jax.numpy as jnp
from config import TRAIN, lr_at
from model import interview_score_step

rng = np.random.default_rng(4)
X = rng.normal(size=(300, 8)).astype(np.float32)
y = (np.sin(X[:, 0]) + 0.5 * X[:, 1]).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"W1": 0.3 * jax.random.normal(k1, (8, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}

step = 0
bs = TRAIN["batch_size"]
for epoch in range(TRAIN["epochs"]):
    for i in range(0, 300, bs):
        params, loss = interview_score_step(params, X[i:i + bs], y[i:i + bs], lr_at(step))
        step += 1
    print(epoch, float(loss))
