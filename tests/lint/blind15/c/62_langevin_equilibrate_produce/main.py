import jax
import jax.numpy as jnp

from dynamics import run_block

N_ATOMS = 32


def simulate(n_equil=3, n_prod=5):
    key = jax.random.PRNGKey(0)
    x = jnp.zeros((N_ATOMS, 1))
    v = jnp.zeros((N_ATOMS, 1))
    dt, gamma, kT = jnp.float32(0.05), jnp.float32(1.0), jnp.float32(0.5)
    for _ in range(n_equil):
        key, sub = jax.random.split(key)
        x, v, _ = run_block(sub, x, v, dt, gamma, kT, thermostat=True)
    energies = []
    for _ in range(n_prod):
        key, sub = jax.random.split(key)
        x, v, ke = run_block(sub, x, v, dt, gamma, kT, thermostat=False)
        energies.append(ke.mean())
    return jnp.stack(energies)


if __name__ == "__main__":
    e = simulate()
    print("NVE kinetic energy per block", e)
