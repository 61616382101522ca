import numpy as np
import jax
import jax.numpy as jnp

from model import TeatScoreNet
from service import TeatScoringService

params = TeatScoreNet().init(jax.random.PRNGKey(0), jnp.zeros((1, 48)))
svc = TeatScoringService(params)
rng = np.random.default_rng(107)
for cow in range(8):
    # a cow has up to 4 teats visible; occluded teats are not sent
    n_visible = int(rng.integers(2, 5))
    req = {"cow": f"cow{cow}", "crops": rng.normal(size=(n_visible, 48))}
    out = svc.handle(req)
    print(out["cow"], out["scores"])
