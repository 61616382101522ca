import jax
import jax.numpy as jnp
import numpy as np

from quant import quantize_tree


@jax.jit
def qat_step(params, qparams, x, y):
    def loss_fn(p):
        # straight-through: forward with quantised weights, gradient to float weights
        p = jax.tree.map(lambda a, q: a + jax.lax.stop_gradient(q - a), p, qparams)
        return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda a, g_: a - 0.05 * g_, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(8, 8)).astype(np.float32) * 0.3),
              "w2": jnp.asarray(rng.normal(size=(8, 8)).astype(np.float32) * 0.3)}
    for step in range(5):
        x = rng.normal(size=(16, 8)).astype(np.float32)
        y = np.roll(x, 2, axis=1)
        qparams = quantize_tree(params)
        params, loss = qat_step(params, qparams, x, y)
    print(float(loss))


if __name__ == "__main__":
    main()
