import functools

import jax
import jax.numpy as jnp
import numpy as np

from policy import policy_for


@functools.partial(jax.jit, static_argnums=(2,))
def bids(ctr, value_per_click, policy):
    raw = ctr * value_per_click * policy.shade
    return jnp.clip(raw, policy.floor, policy.max_bid)


def main():
    rng = np.random.default_rng(0)
    campaigns = [{"id": i, "tier": "gold" if i % 2 else "silver"} for i in range(6)]
    for auction_round in range(2):
        for camp in campaigns:
            ctr = jnp.asarray(rng.beta(2, 50, 32), jnp.float32)
            vpc = jnp.asarray(rng.uniform(1, 40, 32), jnp.float32)
            b = bids(ctr, vpc, policy_for(camp))
        print(auction_round, float(b.mean()))


if __name__ == "__main__":
    main()
