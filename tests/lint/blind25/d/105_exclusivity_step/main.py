import jax
import jax.numpy as jnp
import numpy as np
from batching import from_source

E = jax.random.normal(jax.random.PRNGKey(0), (300, 16)) * 0.1

@jax.jit
def exclusivity_step(w, batch):
    def loss(w):
        z = E[batch.ids].mean(1) @ w
        ce = jnp.logaddexp(0.0, z) - batch.labels * z
        if batch.weights is not None:
            ce = ce * batch.weights
        return ce.mean()
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.5 * g, l

rng = np.random.default_rng(0)
w = jnp.zeros(16)
for source in ["inhouse", "vendor", "inhouse", "vendor", "inhouse"]:
    w, l = exclusivity_step(w, from_source(rng, source))
    print(source, float(l))
