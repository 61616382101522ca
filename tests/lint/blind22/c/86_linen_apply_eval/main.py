import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import evaluate
from model import PassSuccess

model = PassSuccess()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 0] - 0.5 * x[:, 1] > 0).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        params, opt_state, loss = train_step(params, opt_state, x[:96], y[:96])
        print(epoch, float(loss), evaluate(model, params, x[96:], y[96:]))


if __name__ == "__main__":
    main()
