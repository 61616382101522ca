import numpy as np
import jax
import jax.numpy as jnp
from sweep import GRID

# mastitis cure probability after intramammary therapy: SCC history, pathogen group, parity, DIM
rng = np.random.default_rng(82)
x = rng.normal(size=(150, 6)).astype(np.float32)
y = (x[:, 0] - 0.5 * x[:, 2] + rng.normal(0, 0.5, 150) > 0).astype(np.float32)


@jax.jit
def cure_model_step(w, v, hp):
    def loss(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + hp["l2"] * jnp.sum(w ** 2)
    l, g = jax.value_and_grad(loss)(w)
    v = hp["momentum"] * v + g
    return w - hp["lr"] * v, v, l


for hp in GRID:
    w, v = jnp.zeros(6), jnp.zeros(6)
    for _ in range(25):
        w, v, l = cure_model_step(w, v, hp)
    print(hp, round(float(l), 4))
