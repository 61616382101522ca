import jax
import jax.numpy as jnp


@jax.jit
def fill_stats(volumes, targets):
    err = volumes - targets["nominal"]
    out = {"mae": jnp.mean(jnp.abs(err)), "bias": jnp.mean(err)}
    if "tolerance" in targets:
        out["reject_rate"] = jnp.mean(jnp.abs(err) > targets["tolerance"])
    return out
