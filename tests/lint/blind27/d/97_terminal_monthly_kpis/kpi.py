import jax
import jax.numpy as jnp


@jax.jit
def monthly_kpis(teu, crane_h):
    productivity = teu / crane_h
    return {"total_teu": teu.sum(), "mean_prod": productivity.mean(), "p10_prod": jnp.percentile(productivity, 10)}
