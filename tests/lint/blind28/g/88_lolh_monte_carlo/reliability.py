import jax
import jax.numpy as jnp

FOR = jnp.array([0.04, 0.05, 0.08, 0.08, 0.12, 0.03])   # forced outage rates
CAP = jnp.array([400.0, 350.0, 200.0, 200.0, 100.0, 500.0])


@jax.jit
def loss_of_load_hours(key, hourly_load, n_samples=2000):
    up = jax.random.uniform(key, (n_samples, CAP.shape[0])) > FOR
    avail = up @ CAP
    short = avail[:, None] < hourly_load[None, :]
    return short.mean(0).sum()
