import jax
import jax.numpy as jnp
import numpy as np
from features import AIRPORTS, load_airport_hour


@jax.jit
def delay_risk(feats):
    score = 0.04 * feats["arrivals"] - 0.2 * feats["visibility"]
    if "crosswind" in feats:
        score = score + 0.05 * feats["crosswind"]
    return jax.nn.sigmoid(score)


rng = np.random.default_rng(5)
for day in range(2):
    for code in AIRPORTS:
        risk = delay_risk(load_airport_hour(code, rng))
        print(day, code, f"{float(risk.max()):.3f}")
