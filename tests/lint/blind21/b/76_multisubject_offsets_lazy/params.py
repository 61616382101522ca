import jax
import jax.numpy as jnp


def init_shared(key, n_ch, n_classes):
    return {"shared": {"W": jax.random.normal(key, (n_ch, n_classes)) * 0.1}, "subjects": {}}


def ensure_subject(params, subject_id, n_ch):
    name = f"sub{subject_id:02d}"
    if name not in params["subjects"]:
        params["subjects"][name] = {"scale": jnp.ones((n_ch,)), "shift": jnp.zeros((n_ch,))}
    return params, name
