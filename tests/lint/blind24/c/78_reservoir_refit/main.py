import numpy as np
import jax
import jax.numpy as jnp
from buffer import Reservoir


@jax.jit
def referral_quality_fit(w, x, y, valid):
    def loss(w):
        z = x @ w[:-1] + w[-1]
        per = jnp.logaddexp(0.0, z) - y * z
        return (per * valid).sum() / jnp.maximum(valid.sum(), 1.0)
    for _ in range(10):
        w = w - 0.5 * jax.grad(loss)(w)
    return w


rng = np.random.default_rng(1)
buf = Reservoir(128, 4)
w = jnp.zeros(5)
for month, n_new in enumerate([40, 35, 52, 40, 47]):
    xs = rng.normal(size=(n_new, 4)).astype(np.float32)
    ys = (xs[:, 0] - xs[:, 2] > 0).astype(np.float32)
    buf.add(xs, ys)
    w = referral_quality_fit(w, buf.x, buf.y, buf.valid)
    print(month, buf.seen, [round(float(v), 3) for v in w])
