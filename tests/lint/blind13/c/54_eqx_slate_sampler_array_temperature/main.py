import jax
import jax.numpy as jnp
import numpy as np

from sampler import SlateSampler, sample_slates

NUM_ITEMS, USERS = 50, 16


def main():
    rng = np.random.default_rng(2)
    sampler = SlateSampler(jnp.asarray(rng.normal(size=NUM_ITEMS), jnp.float32), temperature=jnp.float32(2.0))
    key = jax.random.PRNGKey(0)
    for rnd in range(6):
        key, sub = jax.random.split(key)
        slates = np.asarray(sample_slates(sampler, jax.random.split(sub, USERS)))
        distinct = len(np.unique(slates))
        print(f"round {rnd}: temperature {float(sampler.temperature):.3f}, {distinct} distinct items shown")
        sampler = sampler.anneal(0.7)


if __name__ == "__main__":
    main()
