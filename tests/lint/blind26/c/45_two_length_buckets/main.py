import numpy as np
import jax
import jax.numpy as jnp
from buckets import bucketed_batches


@jax.jit
def masked_autoencode_step(w, x, m):
    def lf(w):
        rec = jnp.tanh(x @ w) @ w.T
        return (((rec - x) ** 2).sum(-1) * m).sum() / m.sum()
    loss, g = jax.value_and_grad(lf)(w)
    return w - 0.01 * g, loss


# unsupervised acoustic unit discovery warm-up: linear autoencoder over frames
rng = np.random.default_rng(45)
utts = [rng.normal(size=(int(rng.integers(30, 128)), 13)).astype(np.float32) for _ in range(40)]
w = jax.random.normal(jax.random.PRNGKey(0), (13, 6)) * 0.2
for epoch in range(3):
    for x, m in bucketed_batches(utts):
        w, loss = masked_autoencode_step(w, x, m)
    print(epoch, float(loss))
