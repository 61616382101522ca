import numpy as np
import jax
import jax.numpy as jnp
from sweep import grid

# displaced abomasum risk after calving: ketone, BCS change, DIM, parity, rumen fill
rng = np.random.default_rng(83)
x = rng.normal(size=(150, 5)).astype(np.float32)
y = (x[:, 0] + 0.6 * x[:, 1] + rng.normal(0, 0.6, 150) > 0.8).astype(np.float32)


@jax.jit
def da_model_step(w, v, hp):
    def loss(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + hp["l2"] * jnp.sum(w ** 2)
    l, g = jax.value_and_grad(loss)(w)
    v = hp["momentum"] * v + g
    return w - hp["lr"] * v, v, l


for hp in grid():
    w, v = jnp.zeros(5), jnp.zeros(5)
    for _ in range(25):
        w, v, l = da_model_step(w, v, hp)
    print(hp, round(float(l), 4))
