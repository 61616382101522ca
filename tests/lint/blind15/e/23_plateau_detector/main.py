import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import PlateauHook

tx = optax.sgd(0.1)


@jax.jit
def train_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x @ np.arange(5.0)).astype(np.float32)
    w = jnp.zeros(5)
    opt_state = tx.init(w)
    hook = PlateauHook()
    for step in range(10):
        w, opt_state, loss = train_step(w, opt_state, x, y)
        info = hook(step, loss)
        if info["plateau"]:
            break
    print(info)


if __name__ == "__main__":
    main()
