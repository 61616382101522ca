import jax
import jax.numpy as jnp
import numpy as np

from trainer import Trainer


def apply_fn(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
params = {
    "w1": jax.random.normal(k1, (3, 16)) * 0.3, "b1": jnp.zeros(16),
    "w2": jax.random.normal(k2, (16, 1)) * 0.3, "b2": jnp.zeros(1),
}

rng = np.random.default_rng(0)
X = rng.normal(size=(128, 3)).astype(np.float32)
Y = (X ** 2).sum(1, keepdims=True).astype(np.float32)

trainer = Trainer(apply_fn, params)
for epoch in range(2):
    for i in range(0, 128, 32):
        loss = trainer.fit_batch(X[i:i + 32], Y[i:i + 32])
    print(f"epoch {epoch} loss {float(loss):.4f}")
