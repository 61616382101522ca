import jax
import numpy as np
from dataset import TokenShardDataset

E = jax.random.normal(jax.random.PRNGKey(0), (1000, 16)) * 0.1
w = jax.random.normal(jax.random.PRNGKey(1), (16,))

@jax.jit
def template_score(ids):
    return jax.nn.sigmoid(E[ids].mean(1) @ w)

rng = np.random.default_rng(0)
ds = TokenShardDataset(rng)
for epoch in range(2):
    for i in range(len(ds)):
        print(epoch, i, float(template_score(ds[i]).mean()))
    extra = rng.integers(1, 1000, size=(32, 40)).astype(np.int32)
    print("fresh", float(template_score(extra).mean()))
