import jax
import jax.numpy as jnp
import numpy as np


def load_members(n=3, feat=42, classes=10, seed=0):
    rng = np.random.default_rng(seed)
    return [{"w": jnp.asarray(rng.normal(size=(feat, classes)) * 0.1, jnp.float32)} for _ in range(n)]


@jax.jit
def ensemble_vote(members, x):
    probs = [jax.nn.softmax(x @ m["w"], axis=-1) for m in members]
    return jnp.mean(jnp.stack(probs), axis=0)


def refresh_members(members, scale):
    return tuple(jax.tree_util.tree_map(lambda w: w * scale, m) for m in members)
