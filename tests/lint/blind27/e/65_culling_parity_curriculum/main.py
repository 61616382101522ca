from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from schedule import CurriculumStage

rng = np.random.default_rng(65)
n = 160
parity = rng.integers(1, 7, size=n).astype(np.float32)
# dairy cow culling: mastitis cases, lameness score, days open, parity
X = np.stack([rng.poisson(1, n), rng.integers(1, 5, n), rng.normal(120, 30, n) / 100, parity], 1).astype(np.float32)
y = (X[:, 0] + X[:, 1] * 0.5 + X[:, 2] > 3.0).astype(np.float32)


@partial(jax.jit, static_argnames="stage")
def cull_step(w, x, y, parity, stage):
    keep = (parity <= stage.max_parity).astype(jnp.float32)

    def loss_fn(w):
        logits = x @ w
        ll = jnp.logaddexp(0.0, logits) - y * logits
        return (ll * keep).sum() / keep.sum()

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.1 * g, loss


w = jnp.zeros(4)
stage = CurriculumStage(epoch=0, max_parity=1)
for epoch in range(6):
    w, loss = cull_step(w, X, y, parity, stage=stage)
    print(epoch, stage.max_parity, round(float(loss), 4))
    stage = stage.advance()
