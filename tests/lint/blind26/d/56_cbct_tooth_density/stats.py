import jax
import jax.numpy as jnp


@jax.jit
def region_density(hu, labels, region_id):
    m = labels == region_id
    n = jnp.maximum(m.sum(), 1)
    mean = jnp.where(m, hu, 0.0).sum() / n
    return mean, m.sum()


BACKGROUND = 0


def tooth_report(hu, labels, tooth_ids):
    rows = {int(t): region_density(hu, labels, t) for t in tooth_ids}
    rows["bone"] = region_density(hu, labels, BACKGROUND)
    return rows
