import numpy as np
import jax.numpy as jnp
from settings import SurveySettings
from occupancy import occupancy_loglik

# camera-trap occupancy of white-nose syndrome affected bat roosts
rng = np.random.default_rng(9)
detections = (rng.uniform(size=(35, 4)) < 0.3).astype(np.float32)
grid = jnp.linspace(-2.0, 2.0, 9)
best = None
for psi_logit in grid:
    ll = occupancy_loglik(psi_logit, detections, SurveySettings(0.45, 4))
    if best is None or float(ll) > best[1]:
        best = (float(psi_logit), float(ll))
print("MLE psi logit", best)
