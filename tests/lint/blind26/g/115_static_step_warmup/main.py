import numpy as np
import jax.numpy as jnp

from train import finetune_step

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 32)).astype(np.float32)   # embeddings of bat detector triggers
Y = (rng.random(256) < 0.3).astype(np.float32)      # true bat pass vs noise trigger
params = {"w": jnp.zeros(32), "b": jnp.zeros(())}
step = 0
for epoch in range(3):
    for i in range(0, 256, 64):
        params, loss = finetune_step(params, X[i:i + 64], Y[i:i + 64], step=step)
        step += 1
    print(epoch, step, float(loss))
