import jax
import jax.numpy as jnp

from mocap import ClipLibrary
from net import encoder

lib = ClipLibrary()
params = encoder.init(jax.random.PRNGKey(0), jnp.zeros((120, 39)))


@jax.jit
def embed_clip(params, clip):
    z = encoder.apply(params, clip)
    return z / jnp.linalg.norm(z)


embs = [embed_clip(params, lib[i]) for i in range(len(lib))]
sim = jnp.stack(embs) @ jnp.stack(embs).T
print(jnp.round(sim, 3))
