import numpy as np
import jax
import jax.numpy as jnp

from features import claim_batch


@jax.jit
def line_item_features(amounts, valid):
    v = jnp.asarray(valid, jnp.float32)
    total = jnp.sum(amounts * v, axis=1)
    n = jnp.sum(v, axis=1)
    max_line = jnp.max(jnp.where(v > 0, amounts, 0.0), axis=1)
    round_share = jnp.sum(v * (jnp.mod(amounts, 50.0) < 1.0), axis=1) / n
    return jnp.stack([total, n, max_line / total, round_share], axis=1)


def main():
    rng = np.random.default_rng(231)
    for i, source in enumerate(["adjuster", "portal", "adjuster", "portal", "broker"]):
        amounts, valid = claim_batch(rng, source)
        f = line_item_features(amounts, valid)
        print(i, source, np.round(np.asarray(f.mean(axis=0)), 3))


if __name__ == "__main__":
    main()
