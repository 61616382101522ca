import numpy as np
import jax.numpy as jnp

from serving import top_k_items

N_ITEMS, DIM, EMB = 1000, 12, 8


def main():
    rng = np.random.default_rng(26)
    item_feats = rng.standard_normal((N_ITEMS, DIM)).astype(np.float32)
    w = jnp.asarray(0.3 * rng.standard_normal((DIM, EMB)), jnp.float32)
    for request in range(6):
        user_vec = jnp.asarray(rng.standard_normal(EMB), jnp.float32)
        n = int(rng.integers(20, 140))
        cand_ids = rng.choice(N_ITEMS, n, replace=False)
        print(f"request {request}: {n} candidates -> {top_k_items(user_vec, cand_ids, item_feats[cand_ids], w)}")


if __name__ == "__main__":
    main()
