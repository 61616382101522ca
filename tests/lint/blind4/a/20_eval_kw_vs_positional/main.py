import jax.numpy as jnp
import numpy as np

from evaluate import evaluate
from steps import eval_metrics, train_step

rng = np.random.default_rng(0)
train = [(rng.normal(size=(8, 4, 4)).astype(np.float32), rng.integers(0, 3, size=8)) for _ in range(4)]
val = [(rng.normal(size=(8, 4, 4)).astype(np.float32), rng.integers(0, 3, size=8)) for _ in range(2)]
params = {"w": jnp.zeros((16, 3)), "b": jnp.zeros(3)}

for epoch in range(3):
    for images, labels in train:
        params = train_step(params, images, labels)
    last = eval_metrics(params, *train[-1])
    print(epoch, float(last["loss"]), evaluate(params, val))
