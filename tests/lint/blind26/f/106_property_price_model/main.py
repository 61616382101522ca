import flax.linen as nn
import jax
import jax.numpy as jnp
from checkpoint import save, restore

class ListingScorer(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]

model = ListingScorer()

@jax.jit
def score_batch(variables, x):
    return model.apply(variables, x)

key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (64, 6))
variables = model.init(key, x[:1])
print("fresh", float(score_batch(variables, x).mean()))
blob = save(variables)
for day in range(3):
    print("day", day, float(score_batch(restore(blob), x + 0.01 * day).mean()))
