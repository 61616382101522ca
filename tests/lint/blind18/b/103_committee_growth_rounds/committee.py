import jax
import jax.numpy as jnp


def init_member(key, d_in=6, d=16):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (d_in, d)), "w2": 0.3 * jax.random.normal(k2, (d,))}


def member_energy(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


@jax.jit
def committee_disagreement(stacked, x_pool):
    e = jax.vmap(member_energy, (0, None))(stacked, x_pool)
    return jnp.std(e, axis=0)


def stack(members):
    return jax.tree_util.tree_map(lambda *a: jnp.stack(a), *members)
