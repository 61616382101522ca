import jax
import jax.numpy as jnp
import numpy as np
import optax

from lr_finder import LRRangeTest

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=1e-4, momentum=0.9)
BURN_IN = 3


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.sin(x[:, :2]).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(5, 16)) * 0.3, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(16, 2)) * 0.3, jnp.float32)}
    opt_state = tx.init(params)
    finder = LRRangeTest()
    for _ in range(BURN_IN):
        params, opt_state, _ = train_step(params, opt_state, x, y)
    for step in range(len(finder.lrs)):
        opt_state = finder.apply(opt_state, step)
        params, opt_state, loss = train_step(params, opt_state, x, y)
        finder.record(step, float(loss))
    print("suggested lr", finder.suggestion())


if __name__ == "__main__":
    main()
