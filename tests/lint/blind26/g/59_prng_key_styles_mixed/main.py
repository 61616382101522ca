import numpy as np
import jax

from data import train_batches, validation_preview

key = jax.random.key(0)
for epoch in range(2):
    key, sub = jax.random.split(key)
    means = [float(b.mean()) for b in train_batches(sub, seed=epoch)]
    print(epoch, np.round(means, 4))
preview = validation_preview(np.ones((16, 32, 64), np.float32))
print("masked fraction", float((preview == 0).mean()))
