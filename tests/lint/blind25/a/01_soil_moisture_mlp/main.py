import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import make_probe_dataset, iterate_batches
from model import MoistureNet

model = MoistureNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        pred = model.apply(p, xb)
        return jnp.mean((pred - yb) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_probe_dataset()
    x = (x - x.mean(0)) / x.std(0)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(4):
        losses = []
        for xb, yb in iterate_batches(x, y, 64, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} mse {np.mean(losses):.5f}")


if __name__ == "__main__":
    main()
