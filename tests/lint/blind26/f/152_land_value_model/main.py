import jax
import jax.numpy as jnp
import numpy as np
from data import batches
from model import land_value_loss
from evaluate import evaluate

def batch_mse(w, X, y):
    return jnp.mean((X @ w - y) ** 2)

grad_fn = jax.jit(jax.grad(batch_mse))
rng = np.random.default_rng(0)
w = jnp.zeros(4)
val = next(batches(1, np.random.default_rng(99)))
for epoch in range(3):
    for batch in batches(5, rng):
        loss = land_value_loss(w, batch["X"], batch["y"])
        w = w - 0.1 * grad_fn(w, batch["X"], batch["y"])
    print(epoch, float(loss), evaluate(w, val))
