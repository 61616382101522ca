import jax
import jax.numpy as jnp
import numpy as np
from loaders import annotated_split, spreadsheet_split

@jax.jit
def audit_rights_update(w, x, y):
    def loss(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.5 * g, l

rng = np.random.default_rng(0)
sources = [annotated_split(rng), spreadsheet_split(rng)]
w = jnp.zeros(16)
for epoch in range(3):
    for x, y in sources:
        w, l = audit_rights_update(w, x, y)
    print(epoch, float(l))
