import jax
import jax.numpy as jnp
import numpy as np
from splits import load_train, load_dev

def bce(w, x, y):
    z = x @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

@jax.jit
def liability_cap_loss(w, x, y):
    return bce(w, x, y)

@jax.jit
def cap_update(w, x, y):
    return w - 0.5 * jax.grad(bce)(w, x, y)

rng = np.random.default_rng(0)
xt, yt = load_train(rng)
xd, yd = load_dev(rng)
w = jnp.zeros(20)
for epoch in range(4):
    w = cap_update(w, xt, yt)
    print(epoch, float(liability_cap_loss(w, xt, yt)), float(liability_cap_loss(w, xd, yd)))
