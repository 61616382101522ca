import jax
import jax.numpy as jnp
import numpy as np

from evaluation import validation_loss
from sampling import sampled_softmax_loss

N_USERS, N_ITEMS, DIM, B = 100, 400, 16, 128
rng = np.random.default_rng(0)
key = jax.random.key(0)
key, ku, ki = jax.random.split(key, 3)
params = {"users": 0.1 * jax.random.normal(ku, (N_USERS, DIM)),
          "items": 0.1 * jax.random.normal(ki, (N_ITEMS, DIM))}


@jax.jit
def train_step(params, key, users, items):
    loss, g = jax.value_and_grad(sampled_softmax_loss)(params, key, users, items)
    return jax.tree_util.tree_map(lambda p, d: p - 0.5 * d, params, g), loss


val_u = rng.integers(0, N_USERS, B).astype(np.int32)
val_i = ((val_u * 7) % N_ITEMS).astype(np.int32)
for epoch in range(3):
    for _ in range(5):
        u = rng.integers(0, N_USERS, B).astype(np.int32)
        i = ((u * 7 + rng.integers(0, 3, B)) % N_ITEMS).astype(np.int32)
        key, sub = jax.random.split(key)
        params, loss = train_step(params, sub, u, i)
    key, sub = jax.random.split(key)
    train_loss = float(sampled_softmax_loss(params, sub, u, i))
    print(f"epoch {epoch}: train={train_loss:.4f} val={validation_loss(params, val_u, val_i):.4f}")
