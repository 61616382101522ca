import jax
import jax.numpy as jnp

from potts import heat_bath_sweep, order_parameter

L = 16
N_SWEEPS = 3


def run_temperature(beta, key):
    spins = jnp.zeros((L, L), jnp.int32)
    beta = jnp.float32(beta)
    for _ in range(N_SWEEPS):
        key, sub = jax.random.split(key)
        sweep = jax.jit(heat_bath_sweep, static_argnames=("q",))
        spins = sweep(spins, sub, beta)
    return float(order_parameter(spins))


def main():
    key = jax.random.PRNGKey(0)
    for beta in (0.5, 1.5):
        key, sub = jax.random.split(key)
        print(f"beta={beta}: order={run_temperature(beta, sub):.3f}")


if __name__ == "__main__":
    main()
