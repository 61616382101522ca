import jax.numpy as jnp
import numpy as np

from trainer import Trainer

rng = np.random.default_rng(4)
X = rng.normal(size=(300, 5)).astype(np.float32)
y = (X @ np.array([1, -1, 2, 0, 0.5]) > 0).astype(np.float32)

trainer = Trainer(lr=0.5)
w = jnp.zeros(5)
for _ in range(4):
    trainer, w, loss = trainer.fit_epoch(w, X, y)
    print(f"epoch {trainer.epoch} loss {float(loss):.4f}")
