import collections

import jax
import jax.numpy as jnp
import numpy as np

from experiment import temperature_for


@jax.jit
def sample_recommendation(key, logits, temperature):
    return jax.random.categorical(key, logits / temperature)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    picks = collections.defaultdict(list)
    for user_id in range(12):
        arm, temperature = temperature_for(user_id)
        key, sub = jax.random.split(key)
        logits = jnp.asarray(rng.normal(size=20), jnp.float32)
        picks[arm].append(int(sample_recommendation(sub, logits, temperature)))
    for arm in sorted(picks):
        print("arm", arm, picks[arm])


if __name__ == "__main__":
    main()
