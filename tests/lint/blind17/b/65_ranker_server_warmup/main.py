import jax
import jax.numpy as jnp
import numpy as np

from server import RankingServer


def main():
    rng = np.random.default_rng(0)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (12, 16)) * 0.2,
              "u": jax.random.normal(k2, (8, 16)) * 0.2,
              "v": jax.random.normal(k3, (16,)) * 0.2}
    item_feats = jnp.asarray(rng.normal(size=(500, 12)).astype(np.float32))
    server = RankingServer(params, item_feats)
    for req in range(5):
        user = jnp.asarray(rng.normal(size=8).astype(np.float32))
        cands = rng.choice(500, size=int(rng.integers(5, 32)), replace=False)
        print(req, server.handle(user, cands))


if __name__ == "__main__":
    main()
