import jax
import numpy as np

from model import TackleClassifier
from steps import tackle_step

rng = np.random.default_rng(79)
X = rng.normal(size=(128, 10)).astype(np.float32)  # impact accel/gyro peaks from mouthguard sensors
Y = (X[:, 0] + X[:, 3] > 0.5).astype(np.int32)  # legal vs high tackle
key = jax.random.PRNGKey(0)
params = TackleClassifier().init(key, X[:1], train=False)
for epoch in range(4):
    net = TackleClassifier(dropout=0.3 * (1 - epoch / 4))
    for i in range(0, 128, 32):
        key, sub = jax.random.split(key)
        params, l = tackle_step(net, params, X[i:i + 32], Y[i:i + 32], sub)
    print(epoch, net.dropout, float(l))
