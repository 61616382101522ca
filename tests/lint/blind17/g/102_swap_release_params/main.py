import jax
import numpy as np

from server import RankingServer


def make_params(seed, d=8, k=4):
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    return {"user_proj": jax.random.normal(k1, (d, k)), "item_proj": jax.random.normal(k2, (d, k))}


def main():
    rng = np.random.default_rng(0)
    server = RankingServer(make_params(0))
    items = rng.normal(size=(40, 8)).astype(np.float32)
    for tick in range(6):
        if tick in (2, 4):
            server.hot_swap(make_params(tick))
        user = rng.normal(size=8).astype(np.float32)
        print(tick, np.asarray(server.serve(user, items)))


if __name__ == "__main__":
    main()
