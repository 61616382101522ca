import jax.numpy as jnp
import numpy as np

from garch import gd_step, unpack
from schedule import cosine_lr

rng = np.random.default_rng(9)
returns = jnp.asarray(rng.standard_t(5, size=500) * 0.01, dtype=jnp.float32)

raw = jnp.zeros(3)
TOTAL = 10
for step in range(TOTAL):
    raw, loss = gd_step(raw, returns, lr=np.float32(cosine_lr(step, TOTAL)))
    if step % 3 == 0:
        print(step, float(loss))
print([float(p) for p in unpack(raw)])
