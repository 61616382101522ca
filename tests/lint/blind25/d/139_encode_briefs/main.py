import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx
from model import BriefEncoder

model = BriefEncoder(nnx.Rngs(0))
graphdef, state = nnx.split(model)

@jax.jit
def encode_briefs(state, x):
    m = nnx.merge(graphdef, state)
    z = m(x)
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)

rng = np.random.default_rng(0)
for shard in range(4):
    x = rng.normal(size=(25, 20)).astype(np.float32)
    z = encode_briefs(state, x)
    state = jax.tree_util.tree_map(lambda p: p * 0.99, state)
    print(shard, float(z.mean()))
