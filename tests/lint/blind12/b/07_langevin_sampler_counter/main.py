import equinox as eqx
import jax
import jax.numpy as jnp

from sampler import LangevinSampler, langevin_update


def run_chain(sampler, key, n_iters):
    for _ in range(n_iters):
        key, sub = jax.random.split(key)
        sampler = langevin_update(sampler, sub)
        sampler = eqx.tree_at(lambda s: s.n_steps, sampler, sampler.n_steps + 1)
    return sampler


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    init = LangevinSampler(position=jnp.zeros((256, 2)), step_size=0.1)
    final = run_chain(init, key, n_iters=7)
    print("steps", final.n_steps, "mean", final.position.mean(axis=0))
