import jax
import jax.numpy as jnp
import numpy as np

from committee import committee_disagreement, init_member, stack

N_ROUNDS = 4


def main():
    rng = np.random.default_rng(0)
    x_pool = jnp.asarray(rng.normal(size=(200, 6)), jnp.float32)  # candidate configurations
    key = jax.random.PRNGKey(0)
    keys = jax.random.split(key, 3 + N_ROUNDS)
    members = [init_member(k) for k in keys[:3]]
    for rnd in range(N_ROUNDS):
        sigma = committee_disagreement(stack(members), x_pool)
        picks = np.argsort(-np.asarray(sigma))[:5]
        print(rnd, len(members), picks.tolist())
        # the oldest member is replaced by one trained on the enlarged set
        members = members[1:] + [init_member(keys[3 + rnd])]


if __name__ == "__main__":
    main()
