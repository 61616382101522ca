import numpy as np
import jax
import jax.numpy as jnp
from features import train_features, holdout_features


@jax.jit
def sara_score(coef, feats):
    ph, rum = feats
    return jax.nn.sigmoid(coef[0] + coef[1] * (6.0 - ph) * 5 + coef[2] * (450 - rum) / 60)


rng = np.random.default_rng(23)
coef = jnp.array([-1.0, 1.2, 0.8], dtype=jnp.float32)
for week in range(3):
    tr = sara_score(coef, train_features(rng))
    ho = sara_score(coef, holdout_features(rng))
    print(f"week {week}: subacute ruminal acidosis risk train {float(tr.mean()):.3f} holdout {float(ho.mean()):.3f}")
