import numpy as np
import jax.numpy as jnp
from ckpt import roundtrip
from model import tone_sandhi_step

# tone sandhi outcome (3 classes) from the tones of the two adjacent syllables (one-hot, 8 dims)
rng = np.random.default_rng(102)
x = np.eye(8, dtype=np.float32)[rng.integers(0, 8, 200)]
y = (x.argmax(1) % 3).astype(np.int32)
params = {"w": jnp.zeros((8, 3)), "b": jnp.zeros(3)}
for session in range(2):
    for _ in range(5):
        params, loss = tone_sandhi_step(params, x, y)
    print(session, float(loss))
    params = roundtrip(params)  # checkpoint between sessions
