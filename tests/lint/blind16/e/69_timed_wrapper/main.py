import jax
import jax.numpy as jnp
import numpy as np
import optax

from utils import profiled

tx = optax.rmsprop(1e-2)


@profiled
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = rng.normal(size=(32, 1)).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(4, 8)) * 0.3, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(8, 1)) * 0.3, jnp.float32)}
    opt_state = tx.init(params)
    for _ in range(6):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print("loss", float(loss), "median step time", float(np.median(train_step.timings)))


if __name__ == "__main__":
    main()
