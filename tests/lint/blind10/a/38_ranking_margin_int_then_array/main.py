import jax
import numpy as np

from losses import hinge_step

N_USERS, N_ITEMS, DIM, BS = 40, 80, 8, 32


def sample_triplets(rng):
    users = rng.integers(0, N_USERS, BS)
    pos = (users * 2) % N_ITEMS
    neg = rng.integers(0, N_ITEMS, BS)
    return users, pos, neg


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"user": jax.random.normal(k1, (N_USERS, DIM)) * 0.1,
              "item": jax.random.normal(k2, (N_ITEMS, DIM)) * 0.1}
    margin = 1
    for step in range(6):
        users, pos, neg = sample_triplets(rng)
        params, loss, margin = hinge_step(params, users, pos, neg, margin)
    print("loss", float(loss), "margin", float(margin))


if __name__ == "__main__":
    main()
