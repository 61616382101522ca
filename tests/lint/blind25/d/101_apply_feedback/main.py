import jax.numpy as jnp
import numpy as np
from state import ReviewState
from review import apply_feedback

rng = np.random.default_rng(0)
state = ReviewState(jnp.zeros(12), jnp.array(0), reviewer="")
shifts = ["alice", "bob", "alice", "carol", "bob", "alice"]
for name in shifts:
    state = state.replace(reviewer=name)
    feats = rng.normal(size=(20, 12)).astype(np.float32)
    labels = (feats[:, 0] > 0).astype(np.float32)
    state = apply_feedback(state, feats, labels)
    print(name, int(state.reviewed))
