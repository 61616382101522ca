import jax
import jax.numpy as jnp
import numpy as np

from personalize import PersonalScorers


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    scorers = PersonalScorers(jax.random.normal(k1, (100, 8)), jax.random.normal(k2, (500, 8)))
    traffic = [3, 17, 3, 42, 8, 17, 91]
    for user_id in traffic:
        cands = jnp.asarray(rng.integers(0, 500, 20), jnp.int32)
        scores = scorers.get(user_id)(cands)
        print(user_id, int(cands[jnp.argmax(scores)]))


if __name__ == "__main__":
    main()
