import jax
import jax.numpy as jnp
import numpy as np
from features import handcrafted, learned

w = jnp.array([0.4, -0.2, 0.7])

@jax.jit
def dispute_risk(feats):
    return jax.nn.sigmoid(feats @ w - 0.5)

rng = np.random.default_rng(0)
for i in range(4):
    f = handcrafted(rng, 20) if i % 2 == 0 else learned(rng, 20)
    print(f.dtype, float(dispute_risk(f).mean()))
