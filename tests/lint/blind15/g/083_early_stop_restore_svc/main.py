import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import BestKeeper
from model import Forecaster

model = Forecaster()


@jax.jit
def sgd_epoch(params, X, Y, lr):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, X) - Y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    s = np.sin(np.arange(300) / 5) + 0.2 * rng.standard_normal(300)
    idx = np.arange(280)[:, None]
    X = s[idx + np.arange(12)].astype(np.float32)
    Y = s[idx + 12 + np.arange(3)].astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
    keeper = BestKeeper()
    for epoch in range(8):
        lr = 0.5 if epoch < 4 else 2.5
        params, loss = sgd_epoch(params, X, Y, lr)
        params = keeper.update(float(loss), params)
        print(f"epoch {epoch} lr {lr} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
