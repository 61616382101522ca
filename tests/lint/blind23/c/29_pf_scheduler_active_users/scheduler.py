import jax
import jax.numpy as jnp


@jax.jit
def pf_allocate(inst_rate, avg_rate, n_rb):
    # proportional-fair metric per (user, RB)
    metric = inst_rate / jnp.maximum(avg_rate[:, None], 1e-3)
    winner = jnp.argmax(metric, axis=0)
    alloc = jax.nn.one_hot(winner, inst_rate.shape[0]).T
    served = jnp.sum(alloc * inst_rate, axis=1)
    return alloc, served
