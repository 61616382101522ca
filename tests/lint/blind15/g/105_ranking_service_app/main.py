import jax
import numpy as np

from service import RankingService


def main():
    key_u, key_i = jax.random.split(jax.random.PRNGKey(0))
    user_emb = jax.random.normal(key_u, (100, 16))
    item_emb = jax.random.normal(key_i, (500, 16))
    svc = RankingService(user_emb, item_emb, k=5)
    rng = np.random.default_rng(1)
    for request in range(4):
        users = rng.integers(0, 100, size=8).astype(np.int32)
        items = svc.recommend(users)
        print(f"request {request}: first user -> {np.asarray(items[0]).tolist()}")


if __name__ == "__main__":
    main()
