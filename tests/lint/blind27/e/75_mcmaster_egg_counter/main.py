import numpy as np
import jax

from model import ParasiteEggCounter
from train import tx, egg_count_step

rng = np.random.default_rng(75)
images = rng.uniform(size=(64, 16, 16, 1)).astype(np.float32)
counts = rng.poisson(3.0, size=64).astype(np.float32)
params = ParasiteEggCounter().init(jax.random.PRNGKey(0), images[:1])
opt_state = tx.init(params)

for epoch in range(3):
    for b in range(0, 64, 16):
        model = ParasiteEggCounter(channels=8)
        params, opt_state, loss = egg_count_step(model, params, opt_state, images[b:b + 16], counts[b:b + 16])
    print("epoch", epoch, round(float(loss), 4))
