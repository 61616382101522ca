import jax.numpy as jnp
import numpy as np

from trainer import HardExampleTrainer

rng = np.random.default_rng(0)
trainer = HardExampleTrainer({"w": jnp.zeros((6, 3)), "b": jnp.zeros(3)})
for step in range(5):
    x = rng.normal(size=(16, 6)).astype(np.float32)
    y = rng.integers(0, 3, size=16)
    print(step, trainer.step(x, y))
