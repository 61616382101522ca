import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from calib import DelayClassifier, val_nll

# classes: on time, 15-60 min late, >60 min late
rng = np.random.default_rng(47)
x_val = rng.normal(size=(200, 6)).astype(np.float32)
y_val = rng.integers(0, 3, 200)
model = DelayClassifier(eqx.nn.MLP(6, 3, 32, 2, key=jax.random.PRNGKey(0)))

best = None
for T in [0.5, 0.75, 1.0, 1.5, 2.0, 3.0]:
    m = eqx.tree_at(lambda mm: mm.temperature, model, jnp.float32(T))
    nll = float(val_nll(m, x_val, y_val))
    print(f"T={T}: NLL {nll:.4f}")
    if best is None or nll < best[1]:
        best = (T, nll)
print("chosen temperature", best[0])
