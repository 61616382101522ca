import jax
import jax.numpy as jnp

from payoffs import PAYOFFS

S0, RATE, VOL, T, N_STEPS, N_PATHS = 100.0, 0.02, 0.2, 1.0, 50, 4096


def gbm_paths(key):
    dt = T / N_STEPS
    z = jax.random.normal(key, (N_PATHS, N_STEPS))
    return S0 * jnp.exp(jnp.cumsum((RATE - 0.5 * VOL**2) * dt + VOL * jnp.sqrt(dt) * z, axis=1))


if __name__ == "__main__":
    paths = jax.jit(gbm_paths)(jax.random.PRNGKey(7))
    strike = jnp.float32(100.0)
    df = jnp.exp(-RATE * T)
    for name, payoff in PAYOFFS.items():
        value = df * jax.jit(payoff)(paths, strike).mean()
        print(f"{name:>10s}: {float(value):.4f}")
