import jax
import jax.numpy as jnp
import equinox as eqx


class CullingPolicy(eqx.Module):
    scc_limit: jax.Array
    lameness_limit: jax.Array

    def __call__(self, scc, lameness, key):
        noise = jax.random.uniform(key, scc.shape) < 0.02
        return (scc > self.scc_limit) | (lameness >= self.lameness_limit) | noise


@eqx.filter_jit
def simulate_day(policy, scc, lameness, day):
    key = jax.random.fold_in(jax.random.PRNGKey(82), day)
    culled = policy(scc, lameness, key)
    return culled.sum()
