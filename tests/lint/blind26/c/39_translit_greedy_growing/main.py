import numpy as np
import jax
import jax.numpy as jnp
from decoder import init, next_token, D

# greedy transliteration of names from a source script (source encoded as a summary vector)
params = init(jax.random.PRNGKey(0))
rng = np.random.default_rng(39)
BOS = 0
for name in range(3):
    src = jnp.asarray(rng.normal(size=D).astype(np.float32))
    out = [BOS]
    for _ in range(8):
        tok = next_token(params, src, jnp.array(out, dtype=jnp.int32))
        out.append(int(tok))
    print(name, out[1:])
