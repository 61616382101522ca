import jax
import jax.numpy as jnp
import numpy as np
from thresholds import calibrate_threshold

rng = np.random.default_rng(8)
feats = rng.normal(size=(400, 20)).astype(np.float32)
labels = (feats[:, 0] + 0.5 * rng.normal(size=400) > 0.3)
w = jnp.asarray(rng.normal(size=20).astype(np.float32)) * 0.1
w = w.at[0].set(1.0)

@jax.jit
def flag_privileged(feats, w, threshold):
    s = jax.nn.sigmoid(feats @ w)
    return s > threshold, s

flags, scores = flag_privileged(feats, w, 0.5)
print("default", int(flags.sum()))
for fold in range(3):
    idx = rng.permutation(400)[:200]
    t = calibrate_threshold(np.asarray(scores)[idx], labels[idx])
    flags, _ = flag_privileged(feats, w, t)
    print("fold", fold, float(t), int(flags.sum()))
