import jax
import jax.numpy as jnp
import numpy as np

from config import AugState
from train import collar_step

rng = np.random.default_rng(60)
x = rng.normal(size=(80, 16)).astype(np.float32)
y = rng.integers(0, 5, 80).astype(np.int32)
W = jnp.zeros((16, 5))
key = jax.random.PRNGKey(6)
for epoch in range(5):
    aug = AugState(jitter=jnp.float32(0.3 * (1 - epoch / 5)), label_smooth=jnp.float32(0.05))
    for _ in range(4):
        key, sub = jax.random.split(key)
        W, loss = collar_step(W, x, y, sub, aug)
    print(epoch, float(aug.jitter), float(loss))
