import jax
import jax.numpy as jnp
import numpy as np
from filters import smooth_egt, trend_slope

rng = np.random.default_rng(17)
fleet = {f"ESN{800100 + i}": (np.cumsum(rng.normal(0.05, 1.0, 200)) + 20).astype(np.float32)
         for i in range(6)}

for esn, egt in fleet.items():
    smoother = jax.jit(smooth_egt)
    sm = smoother(jnp.asarray(egt), 0.1)
    slope = jax.jit(trend_slope)(sm)
    flag = "REVIEW" if float(slope) > 0.06 else "ok"
    print(esn, f"slope {float(slope):.3f} degC/flight", flag)
