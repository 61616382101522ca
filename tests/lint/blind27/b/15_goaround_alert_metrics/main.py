import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(12)
# stabilised-approach features at 1000 ft: speed dev (kt), glideslope dev (dots), sink rate (fpm)
n = 400
speed_dev = rng.normal(0, 6, n)
gs_dev = rng.normal(0, 0.5, n)
sink = rng.normal(750, 150, n)
went_around = ((np.abs(speed_dev) > 10) | (np.abs(gs_dev) > 1.0) | (sink > 1000)).astype(np.float32)
logit = 0.25 * np.abs(speed_dev) + 2.0 * np.abs(gs_dev) + 0.008 * (sink - 750) - 3
prob = jnp.asarray(1 / (1 + np.exp(-logit)), dtype=jnp.float32)
labels = jnp.asarray(went_around)


@jax.jit
def alert_metrics(prob, labels, threshold):
    alert = prob >= threshold
    tp = jnp.sum(alert * labels)
    fp = jnp.sum(alert * (1 - labels))
    fn = jnp.sum((~alert) * labels)
    return tp / (tp + fp + 1e-9), tp / (tp + fn + 1e-9)


for threshold in [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]:
    precision, recall = alert_metrics(prob, labels, threshold)
    print(f"thr {threshold:.1f}: precision {float(precision):.3f} recall {float(recall):.3f}")
