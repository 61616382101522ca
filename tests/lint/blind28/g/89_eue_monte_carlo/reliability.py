import jax
import jax.numpy as jnp

FOR = jnp.array([0.04, 0.05, 0.08, 0.08, 0.12, 0.03])
CAP = jnp.array([400.0, 350.0, 200.0, 200.0, 100.0, 500.0])


@jax.jit
def expected_unserved_energy(key, hourly_load):
    up = jax.random.uniform(key, (2000, CAP.shape[0])) > FOR
    avail = up @ CAP
    return jnp.maximum(hourly_load[None, :] - avail[:, None], 0.0).mean(0).sum()
