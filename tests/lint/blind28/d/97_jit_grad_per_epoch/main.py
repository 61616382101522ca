import jax.numpy as jnp
import numpy as np

from objective import sic_bias_loss
from trainer import run_epoch

rng = np.random.default_rng(3)


def batches(n=5, size=128):
    for _ in range(n):
        sic = rng.uniform(0, 1, size)
        pr = 0.08 * (1 - sic) + 0.01 + rng.normal(0, 0.003, size)
        tb_v = rng.uniform(240, 260, size)
        tb_h = tb_v * (1 - pr) / (1 + pr)
        yield tuple(jnp.asarray(a, jnp.float32) for a in (tb_h, tb_v, sic))


coeffs = jnp.array([1.0, -5.0, 0.0], jnp.float32)
for epoch in range(4):
    coeffs = run_epoch(coeffs, batches(), 20.0)
    print(f"epoch {epoch}: coeffs {[round(float(c), 3) for c in coeffs]}, loss {float(sic_bias_loss(coeffs, *next(batches(1)))):.4f}")
