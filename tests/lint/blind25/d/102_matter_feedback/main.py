import jax.numpy as jnp
import numpy as np
from state import MatterState
from review import matter_feedback

REVIEWERS = {"alice": 0, "bob": 1, "carol": 2}
rng = np.random.default_rng(0)
state = MatterState(jnp.zeros(12), jnp.array(0), matter_id="M-2024-0117", reviewer=jnp.array(0))
for name in ["alice", "bob", "alice", "carol", "bob", "alice"]:
    state = state.replace(reviewer=jnp.array(REVIEWERS[name]))
    feats = rng.normal(size=(20, 12)).astype(np.float32)
    state = matter_feedback(state, feats, (feats[:, 0] > 0).astype(np.float32))
    print(name, int(state.n_docs))
