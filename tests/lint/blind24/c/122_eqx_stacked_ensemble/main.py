import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

N_MEMBERS = 4


@eqx.filter_vmap
def make_members(key):
    return eqx.nn.MLP(6, 1, 12, 1, key=key)


@eqx.filter_jit
def stacked_vote(members, x, active):
    logits = eqx.filter_vmap(lambda m: jax.vmap(m)(x)[:, 0])(members)
    probs = jax.nn.sigmoid(logits) * active[:, None]
    return probs.sum(0) / active.sum()


rng = np.random.default_rng(0)
members = make_members(jax.random.split(jax.random.PRNGKey(0), N_MEMBERS))
X = rng.normal(size=(50, 6)).astype(np.float32)
for k in range(1, N_MEMBERS + 1):
    active = (np.arange(N_MEMBERS) < k).astype(np.float32)
    p = stacked_vote(members, X, active)
    print(k, round(float(p.mean()), 4))
