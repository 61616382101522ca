import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import Encoder
from surgery import reinit_head

model = Encoder()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8)).astype(np.float32)
    y = rng.integers(0, 4, size=32).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x)["params"]
    opt_state = tx.init(params)
    for _ in range(4):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print("before head reset", float(loss))

    params = reinit_head(params, jax.random.PRNGKey(1))
    opt_state = tx.init(params)
    for _ in range(4):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print("after head reset", float(loss))


if __name__ == "__main__":
    main()
