from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

LANG_IDS = {"spa": 0, "ita": 1, "por": 2, "cat": 3}
N_GRAPH, N_PHON = 30, 36
_rng = np.random.default_rng(0)
MAPPING = jnp.asarray(_rng.integers(0, N_PHON, size=(len(LANG_IDS), N_GRAPH)).astype(np.int32))


@partial(jax.jit, static_argnames=("lang",))
def transcribe(graphemes, lang):
    table = MAPPING[LANG_IDS[lang]]
    return table[graphemes]
