import jax
import jax.numpy as jnp

TENANTS = ("acme", "globex", "initech")


def init_tenant_heads(key, d_in=6, n_labels=3):
    keys = jax.random.split(key, len(TENANTS))
    return {
        name: {"w": jax.random.normal(k, (d_in, n_labels)) * 0.2, "b": jnp.zeros(n_labels)}
        for name, k in zip(TENANTS, keys)
    }
