import jax
import jax.numpy as jnp


def bootstrap_diff(key, control, treatment, n_boot):
    kc, kt = jax.random.split(key)
    ic = jax.random.randint(kc, (n_boot, control.shape[0]), 0, control.shape[0])
    it = jax.random.randint(kt, (n_boot, treatment.shape[0]), 0, treatment.shape[0])
    return jnp.mean(treatment[it], axis=1) - jnp.mean(control[ic], axis=1)
