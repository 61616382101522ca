import numpy as np
import jax
import jax.numpy as jnp
from sources import from_hris, from_survey_export

COEF = {"tenure": -0.12, "salary_ratio": -2.0, "last_rating": -0.3}


@jax.jit
def retention_score(feats, coef):
    z = 2.5 + sum(coef[k] * feats[k] for k in feats)
    return 1.0 - jax.nn.sigmoid(z)


rng = np.random.default_rng(8)
for src, loader in [("hris", from_hris), ("survey", from_survey_export), ("hris", from_hris), ("survey", from_survey_export)]:
    feats = loader(50, rng)
    print(src, round(float(retention_score(feats, COEF).mean()), 4))
