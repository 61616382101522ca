import numpy as np
import jax.numpy as jnp
from data import train_stream, validation_stream
from model import onboarding_step, onboarding_metrics

rng = np.random.default_rng(0)
X = rng.normal(size=(400, 6)).astype(np.float32)
y = (X[:, 0] + X[:, 4] > 0).astype(np.float32)
w = jnp.asarray(rng.normal(size=6) * 0.1, jnp.float32)

for epoch in range(3):
    for b in train_stream(X[:300], y[:300], 50):
        w = onboarding_step(w, b)
    tr_loss, tr_acc = onboarding_metrics(w, b)
    va = [onboarding_metrics(w, vb) for vb in validation_stream(X[300:], y[300:], 50)]
    print(epoch, float(tr_loss), float(tr_acc), float(np.mean([a for _, a in va])))
