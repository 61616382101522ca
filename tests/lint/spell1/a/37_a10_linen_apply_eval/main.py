import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import evaluate
from model import MLP


def make_step(model, tx):
    @jax.jit
    def step(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss
    return step


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 4)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] > 0).astype(np.int32) + (x[:, 2] > 1).astype(np.int32)
    model, tx = MLP(), optax.adam(1e-2)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    step = make_step(model, tx)
    val = [(x[64:80], y[64:80]), (x[80:], y[80:])]
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, opt_state, loss = step(params, opt_state, x[i:i + 16], y[i:i + 16])
        print(f"epoch {epoch} loss {float(loss):.3f} acc {evaluate(model, params, val):.3f}")
