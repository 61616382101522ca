import jax
import jax.numpy as jnp

from loader import ScenarioLoader

S0, STRIKE, RATE, VOL, T = 100.0, 105.0, 0.03, 0.25, 1.0
N_STEPS = 32


@jax.jit
def asian_call_payoffs(z):
    dt = T / N_STEPS
    log_inc = (RATE - 0.5 * VOL**2) * dt + VOL * jnp.sqrt(dt) * z
    paths = S0 * jnp.exp(jnp.cumsum(log_inc, axis=1))
    return jnp.exp(-RATE * T) * jnp.maximum(paths.mean(axis=1) - STRIKE, 0.0)


if __name__ == "__main__":
    loader = ScenarioLoader(n_paths=7000, n_steps=N_STEPS, batch_size=1024)
    total, count = 0.0, 0
    for z in loader:
        payoff = asian_call_payoffs(jnp.asarray(z))
        total += float(payoff.sum())
        count += payoff.shape[0]
    print(f"asian call ~ {total / count:.4f} from {count} paths in {len(loader)} batches")
