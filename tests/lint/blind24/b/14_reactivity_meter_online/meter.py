import jax
import jax.numpy as jnp

BETA_I = jnp.array([0.00021, 0.00141, 0.00127, 0.00255, 0.00074, 0.00027])
LAMBDA_I = jnp.array([0.0124, 0.0305, 0.111, 0.301, 1.14, 3.01])
LAMBDA_GEN = 5.0e-5


@jax.jit
def inverse_kinetics_step(c, p_prev, p_now, dt):
    # precursor update assuming linear power over the interval
    decay = jnp.exp(-LAMBDA_I * dt)
    c = c * decay + BETA_I / LAMBDA_GEN * 0.5 * (p_prev + p_now) * (1 - decay) / LAMBDA_I
    beta = BETA_I.sum()
    dpdt = (p_now - p_prev) / dt
    rho = beta + LAMBDA_GEN * dpdt / p_now - LAMBDA_GEN * jnp.dot(LAMBDA_I, c) / p_now
    return c, rho


class ReactivityMeter:
    def __init__(self, p0, dt_nominal=0.1):
        self.p = p0
        self.c = BETA_I / (LAMBDA_I * LAMBDA_GEN) * p0
        self.dt_nominal = dt_nominal
        self.t_last = None

    def update(self, t, p):
        dt = self.dt_nominal if self.t_last is None else t - self.t_last
        self.c, rho = inverse_kinetics_step(self.c, self.p, p, dt)
        self.p, self.t_last = p, t
        return rho
