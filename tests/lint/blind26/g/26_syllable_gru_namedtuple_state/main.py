from typing import NamedTuple

import numpy as np
import jax
import jax.numpy as jnp


class GRUState(NamedTuple):
    h: jax.Array
    n_seen: jax.Array


def init(key, n_in, n_hid):
    ks = jax.random.split(key, 3)
    return {k: 0.1 * jax.random.normal(kk, (n_in + n_hid, n_hid)) for k, kk in zip("zrh", ks)}


@jax.jit
def gru_update(params, state, x):
    hx = jnp.concatenate([state.h, x])
    z = jax.nn.sigmoid(hx @ params["z"])
    r = jax.nn.sigmoid(hx @ params["r"])
    cand = jnp.tanh(jnp.concatenate([r * state.h, x]) @ params["h"])
    return GRUState((1 - z) * state.h + z * cand, state.n_seen + 1)


params = init(jax.random.PRNGKey(3), 16, 24)
rng = np.random.default_rng(3)
for bout in range(3):
    state = GRUState(jnp.zeros(24), jnp.array(0, jnp.int32))
    # zebra finch syllable embeddings, one per syllable in the bout
    for syl in rng.normal(size=(12, 16)).astype(np.float32):
        state = gru_update(params, state, syl)
    print(bout, int(state.n_seen), float(jnp.linalg.norm(state.h)))
