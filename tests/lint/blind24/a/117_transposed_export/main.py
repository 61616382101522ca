import numpy as np
import jax
import jax.numpy as jnp
from io_utils import load_panel


@jax.jit
def marker_zscores(panel):
    mu = panel.mean(axis=-1, keepdims=True)
    sd = panel.std(axis=-1, keepdims=True)
    return (panel - mu) / sd


rng = np.random.default_rng(88)
for run, source in enumerate(["lims", "analyser", "lims", "analyser"]):
    panel = load_panel(rng, source)
    z = marker_zscores(panel)
    print(run, source, z.shape, float(jnp.abs(z).max()))
