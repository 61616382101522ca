from functools import partial
import jax
import jax.numpy as jnp
from model import NeighbourhoodNet

model = NeighbourhoodNet()

@partial(jax.jit, static_argnames=("method",))
def apply_method(variables, x, method):
    return model.apply(variables, x, method=method)

key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (50, 6))
variables = model.init(key, x)
for week in range(4):
    xw = x + 0.05 * week
    emb = apply_method(variables, xw, method="embed")
    score = apply_method(variables, xw, method="__call__")
    print(week, emb.shape, round(float(score.mean()), 4))
