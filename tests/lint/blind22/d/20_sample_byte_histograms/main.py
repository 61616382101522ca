import jax
import jax.numpy as jnp
import numpy as np
import optax

from sources import mixed_batches


def byte_histogram(x):
    return jax.nn.one_hot(x, 256).mean(axis=1)


def predict(params, x):
    h = byte_histogram(x)
    return h @ params["w"] + params["b"]


opt = optax.adamw(1e-2)


@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(predict(p, x), y).mean())(params)
    u, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(256), "b": jnp.zeros(())}
    opt_state = opt.init(params)
    for x, y in mixed_batches(rng, 6):
        params, opt_state, loss = step(params, opt_state, x, y)
    print(float(loss))


if __name__ == "__main__":
    main()
