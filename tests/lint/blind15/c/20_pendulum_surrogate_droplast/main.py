import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import batches, make_dataset
from model import Surrogate

model = Surrogate()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    X, Y = make_dataset()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 2)))
    opt_state = tx.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(4):
        losses = []
        for xb, yb in batches(X, Y, 64, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch}: loss {np.mean(losses):.5f}")
