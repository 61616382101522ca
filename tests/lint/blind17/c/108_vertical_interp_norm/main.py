import jax.numpy as jnp
import numpy as np

from config import load_config
from vinterp import quicklook, to_pressure_levels

cfg = load_config()
p_model = jnp.linspace(1000.0, 100.0, 20)
p_target = jnp.asarray(cfg["target_levels_hpa"])
rng = np.random.default_rng(0)
for t in range(3):
    temp = (300.0 - 0.07 * (1000.0 - np.asarray(p_model))[:, None] + rng.standard_normal((20, 50))).astype(np.float32)
    out = to_pressure_levels(temp, p_model, p_target, method=cfg["interp_method"])
    preview = quicklook(temp, p_model, p_target)
    print(t, out.shape, float(jnp.abs(out - preview).max()))
