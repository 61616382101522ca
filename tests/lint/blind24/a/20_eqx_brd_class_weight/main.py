import numpy as np
import jax
import jax.numpy as jnp
from model import BRDClassifier
from train import fit

rng = np.random.default_rng(14)
x = rng.normal(size=(120, 4)).astype(np.float32)
y = (rng.uniform(size=120) < jax.nn.sigmoid(x @ np.array([-0.5, 1.0, 0.8, 0.4]) - 1.5)).astype(np.float32)
model = BRDClassifier(jax.random.PRNGKey(1), pos_weight=2.0)
model = fit(model, x, y, epochs=6, lr=jnp.float32(0.1))
