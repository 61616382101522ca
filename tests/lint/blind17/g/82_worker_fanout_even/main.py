import functools

import jax
import jax.numpy as jnp
import numpy as np

from fanout import score_in_shards

N_SHARDS = 3


@jax.jit
def ltv_estimate(coef, rows):
    return jnp.exp(rows @ coef) * 10.0


def main():
    rng = np.random.default_rng(0)
    coef = jnp.asarray(rng.normal(scale=0.1, size=6), jnp.float32)
    score = functools.partial(ltv_estimate, coef)
    for day in range(3):
        customers = rng.normal(size=(100 + day, 6)).astype(np.float32)
        ltv = score_in_shards(score, customers, N_SHARDS)
        print(day, ltv.shape[0], round(float(ltv.mean()), 3))


if __name__ == "__main__":
    main()
