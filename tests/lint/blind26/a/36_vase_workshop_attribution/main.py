import numpy as np
import jax.numpy as jnp

from trainer import AttributionTrainer

# workshop attribution of painted vases from brush-stroke statistics
rng = np.random.default_rng(1)
x = jnp.asarray(rng.normal(size=(90, 12)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 3, size=90))
trainer = AttributionTrainer(lr=0.05)
w, loss = trainer.fit(jnp.zeros((12, 3)), x, y, epochs=10)
print("final loss", loss)
