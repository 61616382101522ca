import jax
import jax.numpy as jnp


@jax.jit
def pf_allocate_masked(inst_rate, avg_rate, active):
    metric = inst_rate / jnp.maximum(avg_rate[:, None], 1e-3)
    metric = jnp.where(active[:, None], metric, -jnp.inf)
    winner = jnp.argmax(metric, axis=0)
    alloc = jax.nn.one_hot(winner, inst_rate.shape[0]).T
    return alloc, jnp.sum(alloc * inst_rate, axis=1)
