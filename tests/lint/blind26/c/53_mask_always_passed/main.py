import jax
from attention import masked_attention_pool
from loader import batches

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"q": jax.random.normal(k1, (16, 8)), "k": jax.random.normal(k2, (16, 8))}
for x, mask in batches(53):
    pooled = masked_attention_pool(params, x, mask)
    print(pooled.shape, float(pooled.std()))
