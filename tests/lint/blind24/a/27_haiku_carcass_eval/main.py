import numpy as np
import jax
from net import carcass_net
from evaluate import mean_abs_error

# ultrasound backfat, loin eye area, live weight, age -> hot carcass weight (scaled)
rng = np.random.default_rng(19)
x_val = rng.normal(size=(230, 4)).astype(np.float32)
y_val = (x_val @ np.array([0.2, 0.5, 0.9, 0.1])).astype(np.float32)
params = carcass_net.init(jax.random.PRNGKey(0), x_val[:1])
for checkpoint in range(3):
    params = jax.tree_util.tree_map(lambda p: p * 0.9, params)
    print("checkpoint", checkpoint, "MAE", round(mean_abs_error(params, x_val, y_val), 4))
