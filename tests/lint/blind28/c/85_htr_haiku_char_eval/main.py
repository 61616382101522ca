import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import character_error_proxy
from model import build_model

model = build_model()
tx = optax.sgd(0.1)


@jax.jit
def char_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(85)
    x = rng.random((32, 8, 8)).astype(np.float32)
    y = rng.integers(0, 30, 32).astype(np.int32)
    params = model.init(jax.random.PRNGKey(85), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        params, opt_state, loss = char_step(params, opt_state, x, y)
        print(epoch, float(loss), character_error_proxy(params, x, y))


if __name__ == "__main__":
    main()
