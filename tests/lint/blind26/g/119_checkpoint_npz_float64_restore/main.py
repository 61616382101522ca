import os
import tempfile

import numpy as np
import jax
import jax.numpy as jnp

import ckpt


@jax.jit
def train_step(params, x, y):
    def loss(p):
        z = x @ p["w"] + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(loss)(params)
    return {k: params[k] - 0.2 * g[k] for k in params}


rng = np.random.default_rng(0)
X = rng.normal(size=(128, 24)).astype(np.float32)    # frog call detector features
Y = (X[:, 0] > 0).astype(np.float32)
params = {"w": jnp.zeros(24), "b": jnp.zeros(())}
path = os.path.join(tempfile.mkdtemp(), "detector.npz")
for epoch in range(4):
    for i in range(0, 128, 32):
        params = train_step(params, X[i:i + 32], Y[i:i + 32])
    ckpt.save(path, params)
    params = ckpt.load(path)          # resume from disk as a preemptible job would
    print(epoch, float(np.abs(params["w"]).sum()))
