import jax
import jax.numpy as jnp

MAX_STEPS = 4000
DT = 1e-4          # s
GEN = 1e-5         # s
ALPHA_T = -3e-5    # 1/K temperature coefficient
HEAT_CAP = 2.0e3   # J/K


@jax.jit
def nordheim_fuchs(rho0, t_end):
    def step(carry, i):
        p, temp, energy = carry
        active = i * DT < t_end
        rho = rho0 + ALPHA_T * (temp - 300.0)
        p_new = p + DT * rho / GEN * p
        e_new = energy + DT * p
        t_new = temp + DT * p / HEAT_CAP
        carry = (jnp.where(active, p_new, p), jnp.where(active, t_new, temp), jnp.where(active, e_new, energy))
        return carry, carry[0]
    (p, temp, energy), trace = jax.lax.scan(step, (1.0, 300.0, 0.0), jnp.arange(MAX_STEPS))
    return energy, temp, trace
