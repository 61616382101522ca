import jax
import jax.numpy as jnp
import numpy as np
from loader import filings

E = jax.random.normal(jax.random.PRNGKey(0), (300, 12)) * 0.1

@jax.jit
def waiver_step(w, batch):
    def loss(w):
        c = batch["ocr_conf"][..., None]
        h = (E[batch["ids"]] * c).sum(1) / c.sum(1)
        z = h @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - batch["label"] * z)
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.3 * g, l

rng = np.random.default_rng(3)
w = jnp.zeros(12)
for b in filings(rng, 8):
    w, l = waiver_step(w, b)
print(float(l))
