import numpy as np
import jax.numpy as jnp
from ckpt import roundtrip
from model import sandhi_step

rng = np.random.default_rng(103)
x = np.eye(8, dtype=np.float32)[rng.integers(0, 8, 200)]
y = (x.argmax(1) % 3).astype(np.int32)
params = {"w": jnp.zeros((8, 3)), "b": jnp.zeros(3)}
for session in range(3):
    for _ in range(5):
        params, loss = sandhi_step(params, x, y)
    print(session, float(loss))
    params = roundtrip(params)
