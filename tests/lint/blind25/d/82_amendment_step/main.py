import jax
import jax.numpy as jnp
import numpy as np
import optax
from loader import AmendmentLoader

rng = np.random.default_rng(0)
x = rng.normal(size=(250, 24)).astype(np.float32)
y = rng.integers(0, 3, size=250).astype(np.int32)
tx = optax.adam(1e-2)
W = jnp.zeros((24, 3))
s = tx.init(W)

@jax.jit
def amendment_step(W, s, xb, yb, wb):
    def loss(W):
        ce = optax.softmax_cross_entropy_with_integer_labels(xb @ W, yb)
        return (ce * wb).sum() / wb.sum()
    l, g = jax.value_and_grad(loss)(W)
    u, s = tx.update(g, s)
    return optax.apply_updates(W, u), s, l

for epoch in range(3):
    for xb, yb, wb in AmendmentLoader(x, y, 64, seed=epoch):
        W, s, l = amendment_step(W, s, xb, yb, wb)
    print(epoch, float(l))
