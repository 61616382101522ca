import jax
import jax.numpy as jnp
import numpy as np
from serve import prepare

key = jax.random.PRNGKey(0)
W1 = jax.random.normal(key, (6, 32)) * 0.3
W2 = jax.random.normal(jax.random.fold_in(key, 1), (32,)) * 0.3


@jax.jit
def taxi_in_minutes(x):
    h = jax.nn.relu(x @ W1.astype(x.dtype))
    return 8.0 + jnp.abs(h @ W2.astype(x.dtype))


rng = np.random.default_rng(104)
for req, n in enumerate([5, 12, 30, 8, 28, 3]):
    feats = rng.normal(size=(n, 6)).astype(np.float32)
    out = taxi_in_minutes(prepare(feats))[:n]
    print(req, n, out.dtype, f"{float(out.mean()):.2f}")
