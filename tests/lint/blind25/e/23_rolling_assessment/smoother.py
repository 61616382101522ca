import jax
import jax.numpy as jnp

@jax.jit
def kalman_biomass(log_index, q_var, r_var):
    def step(carry, y):
        m, P = carry
        P = P + q_var
        K = P / (P + r_var)
        m = m + K * (y - m)
        P = (1 - K) * P
        return (m, P), m
    (_, _), ms = jax.lax.scan(step, (log_index[0], jnp.float32(1.0)), log_index)
    return ms
