import jax
import jax.numpy as jnp
import numpy as np
from schedule import warmup_update

rng = np.random.default_rng(0)
X = jnp.asarray(rng.normal(size=(200, 12)).astype(np.float32))
y = jnp.asarray((rng.random(200) < 0.4).astype(np.float32))
params = {"w": jnp.zeros(12), "b": jnp.zeros(())}

@jax.jit
def indemnity_grads(params):
    def loss(p):
        z = X @ p["w"] + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return jax.value_and_grad(loss)(params)

step = 0
for it in range(6):
    loss, g = indemnity_grads(params)
    params, step = warmup_update(params, g, step)
print(float(loss), int(step))
