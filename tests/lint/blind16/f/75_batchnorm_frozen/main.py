import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.core import freeze

from model import BNNet

model = BNNet()
tx = optax.adam(2e-3)


@jax.jit
def train_step(variables, opt_state, x, y):
    def loss_fn(params):
        pred, mutated = model.apply({"params": params, "batch_stats": variables["batch_stats"]},
                                    x, train=True, mutable=["batch_stats"])
        return jnp.mean((pred - y) ** 2), mutated["batch_stats"]
    (loss, stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(variables["params"])
    updates, opt_state = tx.update(grads, opt_state, variables["params"])
    new_vars = {"params": optax.apply_updates(variables["params"], updates), "batch_stats": stats}
    return new_vars, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = (rng.normal(size=(256, 10)) * 5 + 3).astype(np.float32)
    y = (x[:, 0] - x[:, 1]).astype(np.float32) / 5
    variables = freeze(model.init(jax.random.PRNGKey(0), x[:2], train=False))
    opt_state = tx.init(variables["params"])
    for epoch in range(3):
        for i in range(0, 256, 64):
            variables, opt_state, loss = train_step(variables, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
