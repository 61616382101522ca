import jax
import jax.numpy as jnp


def init(key, n_feat=12, hidden=24):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "conv": {"w": 0.1 * jax.random.normal(k1, (2 * n_feat + 1, n_feat))},
        "head": {"w1": 0.1 * jax.random.normal(k2, (n_feat, hidden)),
                 "w2": 0.1 * jax.random.normal(k3, (hidden,))},
    }


def apply(params, atom_feat, nbr_idx, nbr_dist):
    # atom_feat: (N, F), nbr_idx: (N, M), nbr_dist: (N, M)
    self_f = jnp.repeat(atom_feat[:, None, :], nbr_idx.shape[1], axis=1)
    z = jnp.concatenate([self_f, atom_feat[nbr_idx], nbr_dist[..., None]], -1)
    h = atom_feat + jnp.sum(jax.nn.softplus(z @ params["conv"]["w"]), 1)
    pooled = h.mean(0)
    return jax.nn.softplus(pooled @ params["head"]["w1"]) @ params["head"]["w2"]
