import jax
import jax.numpy as jnp


def init_params(key, n_subjects, n_ch, n_classes):
    return {
        "shared": {"W": jax.random.normal(key, (n_ch, n_classes)) * 0.1},
        "subjects": {"scale": jnp.ones((n_subjects, n_ch)), "shift": jnp.zeros((n_subjects, n_ch))},
    }
