import numpy as np
import jax
from infer import svi, svi_step

rng = np.random.default_rng(32)
c1 = np.array([0.28, 0.40, 0.75, 0.45, 0.31])
c2 = np.array([2.25, 2.00, 1.30, 0.85, 0.85])
vowel = rng.integers(0, 5, 200).astype(np.int32)
f1 = (c1[vowel] + rng.normal(0, 0.05, 200)).astype(np.float32)
f2 = (c2[vowel] + rng.normal(0, 0.1, 200)).astype(np.float32)
state = svi.init(jax.random.PRNGKey(0), f1, f2, vowel)
for epoch in range(5):
    for it in range(20):
        state, loss = svi_step(state, f1, f2, vowel)
    print(epoch, float(loss))
print(svi.get_params(state)["c1_auto_loc"])
