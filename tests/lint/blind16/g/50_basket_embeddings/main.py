import jax
import jax.numpy as jnp
import numpy as np

from data import basket_pairs
from model import Item2Vec, sgd_step

N_ITEMS, DIM, N_NEG = 300, 16, 5
rng = np.random.default_rng(2)
model = Item2Vec(N_ITEMS, DIM, jax.random.PRNGKey(0))

base_lr = 0.5
for epoch in range(4):
    lr = jnp.asarray(base_lr * (0.8 ** epoch), dtype=jnp.float32)
    for _ in range(5):
        a, p, n = basket_pairs(rng, N_ITEMS, 256, N_NEG)
        model, loss = sgd_step(model, a, p, n, lr)
    print(f"epoch {epoch} lr={float(lr):.3f} loss={float(loss):.4f}")
