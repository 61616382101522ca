import jax
import numpy as np
import optax

from augment import random_crop, random_flip
from model import SmallCNN

rng = np.random.default_rng(0)
images = rng.random((96, 28, 28, 1), dtype=np.float32)
labels = rng.integers(0, 10, 96).astype(np.int32)

model = SmallCNN()
params = model.init(jax.random.PRNGKey(0), images[:1])
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(2):
    for i in range(0, 96, 16):
        xb = random_flip(random_crop(images[i:i + 16], rng), rng)
        params, opt_state, loss = train_step(params, opt_state, xb, labels[i:i + 16])
    print(f"epoch {epoch} loss {float(loss):.4f}")
