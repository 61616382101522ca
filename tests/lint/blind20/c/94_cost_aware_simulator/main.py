import jax
import jax.numpy as jnp

from profiling import compiled_with_cost

N_AGE = 8


def ngm_spectral_radius(contacts, susceptibility, infectious_days):
    ngm = contacts * susceptibility[:, None] * infectious_days
    return jnp.max(jnp.abs(jnp.linalg.eigvals(ngm)))


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    contacts = jax.random.uniform(key, (N_AGE, N_AGE)) * 2.0
    for week in range(6):
        susceptibility = jnp.linspace(0.2, 0.05, N_AGE) * (1 - 0.1 * week)
        step, flops = compiled_with_cost(ngm_spectral_radius, contacts, susceptibility, jnp.float32(5.0))
        r = step(contacts, susceptibility, jnp.float32(5.0))
        print(f"week {week}: R = {float(r):.2f} ({flops:.0f} flops)")
