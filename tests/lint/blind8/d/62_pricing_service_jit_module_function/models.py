import jax
import jax.numpy as jnp

VOL, JUMP_RATE, JUMP_MEAN, JUMP_VOL, RATE = 0.2, 0.3, -0.1, 0.15, 0.02
N_PATHS = 8192


def merton_call(key, spot, strike, maturity):
    """Merton jump-diffusion call, priced by Monte Carlo on terminal values."""
    k1, k2, k3 = jax.random.split(key, 3)
    kappa = jnp.exp(JUMP_MEAN + 0.5 * JUMP_VOL**2) - 1.0
    # at most one jump per path (fine for the short maturities we quote)
    n_jumps = jax.random.bernoulli(k1, 1.0 - jnp.exp(-JUMP_RATE * maturity), (N_PATHS,)).astype(jnp.float32)
    jump = n_jumps * JUMP_MEAN + jnp.sqrt(n_jumps) * JUMP_VOL * jax.random.normal(k2, (N_PATHS,))
    drift = (RATE - 0.5 * VOL**2 - JUMP_RATE * kappa) * maturity
    log_st = jnp.log(spot) + drift + VOL * jnp.sqrt(maturity) * jax.random.normal(k3, (N_PATHS,)) + jump
    return jnp.exp(-RATE * maturity) * jnp.maximum(jnp.exp(log_st) - strike, 0.0).mean()
