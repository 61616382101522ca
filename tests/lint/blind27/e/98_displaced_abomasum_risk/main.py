import numpy as np
import jax.numpy as jnp
from flax import nnx

from data import herd_eval_batches
from model import DisplacedAbomasumNet


@nnx.jit
def da_risk(model, x, valid):
    p = nnx.sigmoid(model(x))
    return (p * valid).sum(), ((p > 0.5) * valid).sum()


model = DisplacedAbomasumNet(nnx.Rngs(0))
model.eval()
rng = np.random.default_rng(98)
for herd, n in [("Home", 75), ("Outfarm", 41), ("Heifer unit", 19)]:
    total_p, high = 0.0, 0
    for xb, valid in herd_eval_batches(n, rng):
        s, h = da_risk(model, xb, valid)
        total_p += float(s)
        high += int(h)
    print(f"{herd}: expected DA cases {total_p:.1f}, high-risk cows {high}")
