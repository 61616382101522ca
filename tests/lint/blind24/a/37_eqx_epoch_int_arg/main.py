import numpy as np
import jax
from model import FootRotScorer
from train import run

# hoof image descriptors -> ovine footrot present
rng = np.random.default_rng(28)
x = rng.normal(size=(90, 10)).astype(np.float32)
y = (x[:, :3].sum(1) > 0.5).astype(np.float32)
run(FootRotScorer(jax.random.PRNGKey(5)), x, y, epochs=5)
