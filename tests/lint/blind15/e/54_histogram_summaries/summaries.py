import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("tag", "bins"))
def histogram_summary(values, tag, bins=10):
    with jax.named_scope(tag):
        v = values.ravel()
        lo, hi = v.min(), v.max()
        edges = jnp.linspace(lo, hi, bins + 1)
        counts = jnp.histogram(v, bins=edges)[0]
    return {"counts": counts, "edges": edges}


class SummaryWriter:
    def __init__(self):
        self.events = []

    def histograms(self, step, tree, prefix):
        for name, leaf in tree.items():
            out = histogram_summary(leaf, tag=f"{prefix}/{name}@{step}")
            self.events.append((step, prefix, name, out["counts"]))
