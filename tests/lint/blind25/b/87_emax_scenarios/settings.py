import jax.numpy as jnp


def base_settings():
    return {"emax": jnp.float32(80.0), "ec50": jnp.float32(12.0), "hill": jnp.float32(1.5)}


def scenario_settings(name):
    if name == "steep":
        return {"hill": jnp.float32(3.0), "emax": jnp.float32(80.0), "ec50": jnp.float32(12.0)}
    if name == "potent":
        s = {"ec50": jnp.float32(4.0)}
        s.update(emax=jnp.float32(80.0), hill=jnp.float32(1.5))
        return s
    return base_settings()
