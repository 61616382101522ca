import jax
import jax.numpy as jnp
import numpy as np


def chain_energy(x, k_bond=10.0, well=1.0):
    bonds = jnp.linalg.norm(jnp.diff(x, axis=0), axis=-1)
    e_bond = 0.5 * k_bond * jnp.sum((bonds - 1.0) ** 2)
    # double-well in the first coordinate of every bead
    e_well = well * jnp.sum((x[:, 0] ** 2 - 1.0) ** 2)
    return e_bond + e_well


@jax.jit
def langevin_block(x, key, temperature, step_size=1e-3, n_inner=20):
    def body(i, carry):
        x, k = carry
        k, sub = jax.random.split(k)
        g = jax.grad(chain_energy)(x)
        noise = jax.random.normal(sub, x.shape)
        return x - step_size * g + jnp.sqrt(2 * step_size * temperature) * noise, k
    x, _ = jax.lax.fori_loop(0, n_inner, body, (x, key))
    return x


def anneal(x, key, t_start=3.0, t_end=0.05, n_stages=6):
    schedule = jnp.asarray(np.geomspace(t_start, t_end, n_stages), dtype=jnp.float32)
    for temperature in schedule:
        key, sub = jax.random.split(key)
        x = langevin_block(x, sub, temperature)
        print(f"T={float(temperature):.3f} E={float(chain_energy(x)):.3f}")
    return x
