import jax.numpy as jnp
import numpy as np

from trainer import Trainer, permafrost_loss

rng = np.random.default_rng(5)


def batches(n=6, size=100):
    for _ in range(n):
        x = rng.normal(0, 1, (size, 4)).astype(np.float32)
        p = 1 / (1 + np.exp(-(-2.0 * x[:, 0] - 0.8 * x[:, 1] + 0.3)))
        yield jnp.asarray(x), jnp.asarray((rng.random(size) < p).astype(np.float32))


trainer = Trainer(lr=0.5)
w = {"coef": jnp.zeros(4), "bias": jnp.float32(0.0)}
for epoch in range(4):
    w = trainer.epoch(w, batches())
    print(f"epoch {epoch}: coef {[round(float(c), 2) for c in w['coef']]}")
