import jax
import jax.numpy as jnp

N_PATHS = 2048
N_STEPS = 24


def heston_call(spot, v0, strike, maturity, key, kappa=1.5, theta=0.04, xi=0.5, rho=-0.7, r=0.02):
    dt = maturity / N_STEPS
    z = jax.random.normal(key, (2, N_STEPS, N_PATHS))
    z2 = rho * z[0] + jnp.sqrt(1 - rho**2) * z[1]

    def step(carry, zz):
        log_s, v = carry
        v_pos = jnp.maximum(v, 1e-8)
        log_s = log_s + (r - 0.5 * v_pos) * dt + jnp.sqrt(v_pos * dt) * zz[0]
        v = v + kappa * (theta - v_pos) * dt + xi * jnp.sqrt(v_pos * dt) * zz[1]
        return (log_s, v), None

    init = (jnp.full(N_PATHS, jnp.log(spot)), jnp.full(N_PATHS, v0))
    (log_s, _), _ = jax.lax.scan(step, init, jnp.stack([z[0], z2], axis=1))
    return jnp.exp(-r * maturity) * jnp.maximum(jnp.exp(log_s) - strike, 0.0).mean()
