import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_logistic, logits


tx = optax.adam(0.05)


@jax.jit
def std_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(logits(p, x), y).mean()

    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 7)).astype(np.float32)
    y = (x[:, 0] + x[:, 4] > 1.5).astype(np.float32)
    params = init_logistic(jax.random.PRNGKey(0), 7)
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 96, 32):
            params, opt_state, l = std_step(params, opt_state, x[i:i + 32], y[i:i + 32])
        print(epoch, float(l))


if __name__ == "__main__":
    main()
