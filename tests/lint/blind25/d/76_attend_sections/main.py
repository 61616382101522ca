import jax
import jax.numpy as jnp
import numpy as np
from parse import split_sections

Q = jax.random.normal(jax.random.PRNGKey(0), (12,))

@jax.jit
def attend_sections(sections):
    stacked = jnp.stack(sections)
    att = jax.nn.softmax(stacked @ Q)
    return att @ stacked

rng = np.random.default_rng(0)
for i, secs in enumerate(split_sections(rng, 6)):
    print(i, len(secs), np.asarray(attend_sections(secs))[:3].round(3))
