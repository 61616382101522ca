import jax
import jax.numpy as jnp


@jax.jit
def dive_summary(d):
    max_depth = d["depth"].max()
    descent = jnp.argmax(d["depth"])
    bradycardia = d["hr_ok"] * jnp.mean(d["hr"])
    return {"max_depth": max_depth, "t_bottom": descent, "hr": bradycardia}
