import jax
import jax.numpy as jnp

from ising import accumulate, checkerboard_sweep

L = 16


def measure(beta, n_therm=20, n_meas=30, seed=0):
    key = jax.random.PRNGKey(seed)
    spins = jnp.ones((L, L), dtype=jnp.float32)
    beta = jnp.float32(beta)
    for _ in range(n_therm):
        key, sub = jax.random.split(key)
        spins = checkerboard_sweep(sub, spins, beta)
    totals = {name: jnp.zeros((), jnp.float32) for name in ("m", "m2", "e")}
    for _ in range(n_meas):
        key, sub = jax.random.split(key)
        spins = checkerboard_sweep(sub, spins, beta)
        totals = accumulate(totals, spins)
    return {k: float(v) / n_meas for k, v in totals.items()}


if __name__ == "__main__":
    for beta in (0.3, 0.44, 0.6):
        obs = measure(beta)
        chi = L * L * (obs["m2"] - obs["m"] ** 2)
        print(f"beta={beta}: <|m|>={obs['m']:.3f} e={obs['e']:.3f} chi={chi:.3f}")
