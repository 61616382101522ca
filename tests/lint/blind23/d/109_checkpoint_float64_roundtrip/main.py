import jax
import jax.numpy as jnp
import numpy as np

import checkpoint

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 5)).astype(np.float32)
y = (X @ np.array([1.0, 0.5, 0, -0.5, 0.2]) > 0).astype(np.float32)


@jax.jit
def placement_step(params, x, y):
    def nll(p):
        z = x @ p["w"] + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(nll)(params)
    return {k: params[k] - 0.5 * g[k] for k in params}


params = {"w": jnp.zeros(5, jnp.float32), "b": jnp.zeros((), jnp.float32)}
for round_ in range(4):
    for _ in range(10):
        params = placement_step(params, X, y)
    blob = checkpoint.save(params)
    params = checkpoint.load(blob)
    print(f"round {round_}: restored w dtype {params['w'].dtype}, w0 {float(params['w'][0]):.3f}")
