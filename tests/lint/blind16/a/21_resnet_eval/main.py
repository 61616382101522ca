import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import evaluate
from model import TinyResNet

model = TinyResNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=48).astype(np.int32)
    val = [(x[32:40], y[32:40]), (x[40:48], y[40:48])]
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 32, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        acc = evaluate(model, params, val)
        print(f"epoch {epoch} loss {float(loss):.3f} val acc {acc:.2f}")


if __name__ == "__main__":
    main()
