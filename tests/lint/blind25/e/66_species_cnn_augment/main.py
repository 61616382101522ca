import numpy as np
import jax
from augment import random_crop_batch
from model import net, tx, cnn_train_step

rng = np.random.default_rng(44)
imgs = rng.normal(size=(64, 32, 32, 4)).astype(np.float32)
labels = rng.integers(0, 3, 64)
params = net.init(jax.random.PRNGKey(0), imgs[:1])
opt_state = tx.init(params)
for step in range(10):
    b = rng.integers(0, 64, 16)
    x = random_crop_batch(imgs[b], rng)
    params, opt_state, l = cnn_train_step(params, opt_state, x, labels[b])
print("loss", round(float(l), 4))
