import jax
import numpy as np
import optax

from checkpoint import init_variables
from model import BNNet

model = BNNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, updates = model.apply({"params": p, "batch_stats": batch_stats}, x,
                                      train=True, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, updates["batch_stats"]

    (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), new_stats, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 4, size=32).astype(np.int32)
    variables = init_variables(model, jax.random.PRNGKey(0), x[:1])
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 32, 8):
            params, batch_stats, opt_state, loss = train_step(params, batch_stats, opt_state, x[i:i + 8], y[i:i + 8])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
