import jax.numpy as jnp
import numpy as np
from flax import nnx
from model import HardLandingDetector


@nnx.jit
def hard_landing_rate(model, x):
    p, flag = model(x)
    return jnp.mean(flag), p.mean()


rng = np.random.default_rng(121)
model = HardLandingDetector(nnx.Rngs(0))
# touchdown vertical accel, sink rate, pitch, roll, flare height, wind gust
for thr in [0.3, 0.4, 0.5, 0.6, 0.7]:
    model.threshold.value = jnp.asarray(thr, jnp.float32)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    rate, pbar = hard_landing_rate(model, x)
    print(f"threshold {thr}: flagged {float(rate):.2%}")
