import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from model import SubmarketModel

@eqx.filter_jit
def submarket_loss(model, x, sub, y):
    return jnp.mean((model(x, sub) - y) ** 2)

rng = np.random.default_rng(0)
x = rng.normal(size=(200, 3)).astype(np.float32)
sub = rng.integers(0, 4, 200).astype(np.int32)
y = (x @ np.array([0.5, -0.2, 0.1], np.float32) + np.array([0.0, 0.3, -0.2, 0.5], np.float32)[sub]).astype(np.float32)

model = SubmarketModel(coef=jnp.array([0.5, -0.2, 0.1]))
for rnd in range(4):
    print(rnd, float(submarket_loss(model, x, sub, y)))
    resid = y - np.asarray(x @ np.asarray(model.coef))
    offsets = jnp.asarray([resid[sub == k].mean() for k in range(4)], dtype=jnp.float32)
    model = eqx.tree_at(lambda m: m.offsets, model, offsets, is_leaf=lambda v: v is None)
