import os
import tempfile
import jax
import jax.numpy as jnp
import numpy as np
import optax
from model import ProvisionEncoder
from checkpoint import save, restore

model = ProvisionEncoder()
rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(64, 20)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 4, size=64))
params = model.init(jax.random.PRNGKey(0), x)["params"]

@jax.jit
def provision_step(params, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, g), l

ckpt = os.path.join(tempfile.mkdtemp(), "params.pkl")
for phase in range(2):
    for step in range(5):
        params, l = provision_step(params, x, y)
    save(ckpt, params)
    params = restore(ckpt)
    print(phase, float(l))
