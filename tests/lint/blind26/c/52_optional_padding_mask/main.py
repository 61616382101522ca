import numpy as np
import jax
from attention import self_attention_pool
from loader import batches

# attention-pooled sentence representations for prosodic phrase-type classification
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"q": jax.random.normal(k1, (16, 8)), "k": jax.random.normal(k2, (16, 8))}
for x, mask in batches(52):
    if mask is None:
        pooled = self_attention_pool(params, x)
    else:
        pooled = self_attention_pool(params, x, mask)
    print(pooled.shape, float(pooled.std()))
