import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import ValidationHook
from model import MLP

model = MLP()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    def batch(n):
        x = rng.normal(size=(n, 10)).astype(np.float32)
        return x, (np.argmax(x[:, :4], -1)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10)))["params"]
    opt_state = tx.init(params)
    hook = ValidationHook(model, *batch(64))
    for step in range(12):
        params, opt_state, loss = train_step(params, opt_state, *batch(32))
        hook(step, params)
    print(hook.history)


if __name__ == "__main__":
    main()
