import numpy as np
import jax.numpy as jnp
from loaders import from_scale_export, from_manual_sheet
from train import alpaca_fleece_step

# alpaca fleece weight from age, fibre diameter and shearing interval
rng = np.random.default_rng(42)
w = jnp.zeros(3)
for week in range(6):
    source = from_scale_export if week % 2 == 0 else from_manual_sheet
    x, y = source(rng)
    w, l = alpaca_fleece_step(w, x, y)
    print(week, source.__name__, float(l))
