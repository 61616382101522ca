import numpy as np
import jax
import jax.numpy as jnp

from histories import claim_histories, collate


@jax.jit
def ultimate_estimate(payments, mask, tail):
    paid = jnp.sum(payments * mask, axis=1)
    n = jnp.sum(mask, axis=1)
    last = jnp.sum(payments * mask * (jnp.cumsum(mask, axis=1) == n[:, None]), axis=1)
    return paid + tail * last / jnp.maximum(n, 1.0)


def main():
    rng = np.random.default_rng(14)
    claims = claim_histories(rng, 160)
    tail = jnp.float32(2.5)
    totals = []
    for i in range(0, len(claims), 32):
        x, m = collate(claims[i:i + 32])
        totals.append(float(ultimate_estimate(x, m, tail).sum()))
    print("case reserve ultimate", round(sum(totals), 1))


if __name__ == "__main__":
    main()
