import jax.numpy as jnp
import numpy as np

from session import UserSession

N_FEAT, N_ACT = 12, 4


def requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield f"user{i % 3}", rng.standard_normal(N_FEAT).astype(np.float32)


def main():
    rng = np.random.default_rng(1)
    heads = {f"user{k}": (jnp.asarray(rng.standard_normal((N_FEAT, N_ACT)), jnp.float32),
                          jnp.zeros((N_ACT,), jnp.float32)) for k in range(3)}
    for user, feats in requests(6):
        session = UserSession(user, *heads[user])
        print(user, session.classify(feats))


if __name__ == "__main__":
    main()
