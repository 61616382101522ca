import equinox as eqx
import jax.numpy as jnp

@eqx.filter_jit
def absorb_batch(monitor, batch):
    mean = batch.mean(0)
    drift = jnp.linalg.norm(mean - monitor.centroid)
    new_c = 0.9 * monitor.centroid + 0.1 * mean
    return eqx.tree_at(lambda m: m.centroid, monitor, new_c), drift
