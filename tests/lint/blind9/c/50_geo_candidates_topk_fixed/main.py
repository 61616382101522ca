import jax
import jax.numpy as jnp
import numpy as np

from geo import StoreIndex

N_STORES, N_FEAT = 3000, 6


@jax.jit
def rank_stores(w, user_vec, dist_km, store_feats, in_range):
    affinity = store_feats @ w @ user_vec
    return jnp.where(in_range, affinity - 0.15 * dist_km, -jnp.inf)


def main():
    rng = np.random.default_rng(0)
    index = StoreIndex(rng.uniform(47.0, 49.0, N_STORES), rng.uniform(7.0, 10.0, N_STORES),
                       rng.normal(size=(N_STORES, N_FEAT)).astype(np.float32))
    w = jax.random.normal(jax.random.PRNGKey(0), (N_FEAT, N_FEAT)) * 0.3
    for req in range(6):
        lat, lon = rng.uniform(47.5, 48.5), rng.uniform(7.5, 9.5)
        ids, dist, feats, in_range = index.within(lat, lon, radius_km=15.0)
        user = rng.normal(size=N_FEAT).astype(np.float32)
        scores = np.asarray(rank_stores(w, user, dist, feats, in_range))
        print(f"request {req}: {int(in_range.sum())} stores in range, best {ids[np.argsort(-scores)[:3]]}")


if __name__ == "__main__":
    main()
