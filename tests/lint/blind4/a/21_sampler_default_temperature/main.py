import jax
import jax.numpy as jnp
import numpy as np

from lmserve.engine import Engine

emb = jnp.asarray(np.random.default_rng(0).normal(size=(24, 8)), jnp.float32)
prompt = jnp.array([[1, 2], [3, 4]])

greedyish = Engine(emb)
creative = Engine(emb, temperature=1.0)
print(greedyish.generate(prompt, 3, jax.random.PRNGKey(0)))
print(creative.generate(prompt, 3, jax.random.PRNGKey(1)))
