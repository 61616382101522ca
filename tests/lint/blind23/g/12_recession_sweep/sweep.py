import jax
import jax.numpy as jnp


def make_objective(flow, recession_k):
    @jax.jit
    def baseflow_objective(alpha):
        def step(b_prev, q):
            b = alpha * b_prev + (1 - alpha) / 2 * q * recession_k
            b = jnp.minimum(b, q)
            return b, b

        _, base = jax.lax.scan(step, flow[0], flow)
        bfi = base.sum() / flow.sum()
        return (bfi - 0.55) ** 2

    return baseflow_objective
