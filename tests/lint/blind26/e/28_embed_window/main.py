import jax
import jax.numpy as jnp

from mocap import ClipLibrary, WINDOW
from net import encoder, embed_window

lib = ClipLibrary()
params = encoder.init(jax.random.PRNGKey(0), jnp.zeros((WINDOW, 39)))
embs = []
for i in range(len(lib)):
    embs.append(embed_window(params, lib[i]))
sim = jnp.stack(embs) @ jnp.stack(embs).T
print(jnp.round(sim, 3))
