import numpy as np
import jax
import jax.numpy as jnp
from functools import partial

rng = np.random.default_rng(3)
# somatic cell counts (x1000 cells/mL) for 500 quarter samples
scc = rng.lognormal(mean=4.5, sigma=1.0, size=500).astype(np.float32)
infected = (scc + rng.normal(scale=60, size=500) > 200).astype(np.float32)


@partial(jax.jit, static_argnums=1)
def screen_stats(scc, threshold, infected):
    pos = scc > threshold
    tp = jnp.sum(pos * infected)
    fn = jnp.sum((~pos) * infected)
    tn = jnp.sum((~pos) * (1 - infected))
    fp = jnp.sum(pos * (1 - infected))
    return tp / (tp + fn), tn / (tn + fp)


scc_j = jnp.asarray(scc)
inf_j = jnp.asarray(infected)
for threshold in [100, 150, 200, 250, 300, 400]:
    se, sp = screen_stats(scc_j, threshold, inf_j)
    print(f"SCC>{threshold}: Se={float(se):.2f} Sp={float(sp):.2f}")
