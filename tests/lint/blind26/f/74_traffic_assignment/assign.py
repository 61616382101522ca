import jax
import jax.numpy as jnp

@jax.jit
def msa_assignment(demand, free_time, capacity, n_iter):
    def bpr(flow):
        return free_time * (1.0 + 0.15 * (flow / capacity) ** 4)
    def body(k, flow):
        t = bpr(flow)
        target = demand * jax.nn.softmax(-t / 2.0)
        return flow + (target - flow) / (k + 1.0)
    return jax.lax.fori_loop(0, n_iter, body, jnp.zeros_like(free_time))
