import jax
import jax.numpy as jnp

from sampler import LangevinSampler, langevin_update


def run_chain(sampler, key, n_iters):
    for _ in range(n_iters):
        key, sub = jax.random.split(key)
        sampler = langevin_update(sampler, sub)
    return sampler


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    init = LangevinSampler(position=jnp.zeros((256, 2)), n_steps=jnp.array(0, dtype=jnp.int32))
    final = run_chain(init, key, n_iters=7)
    print("steps", int(final.n_steps), "mean", final.position.mean(axis=0))
