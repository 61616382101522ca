import jax
import jax.numpy as jnp

def predicted_index(p, years):
    base = p["log_q"] + p["log_r0"] - 0.05 * years
    if "rec_devs" in p:
        base = base + p["rec_devs"]
    return base

def nll(p, years, log_idx):
    r = log_idx - predicted_index(p, years)
    pen = jnp.sum(p["rec_devs"] ** 2) / 0.5 if "rec_devs" in p else 0.0
    return jnp.sum(r ** 2) + pen

@jax.jit
def assess_step(p, years, log_idx):
    g = jax.grad(nll)(p, years, log_idx)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g)
