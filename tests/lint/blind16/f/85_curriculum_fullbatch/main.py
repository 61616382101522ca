import jax
import jax.numpy as jnp
import numpy as np
import optax

from curriculum import stages

tx = optax.adam(5e-3)


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def full_batch_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(predict(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(480, 6)).astype(np.float32)
    y = (x[:, 0] * x[:, 1] > 0).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 32)) * 0.3, "w2": jax.random.normal(k2, (32, 2)) * 0.3}
    opt_state = tx.init(params)
    for frac, xs, ys in stages(x, y):
        for _ in range(10):
            params, opt_state, loss = full_batch_step(params, opt_state, xs, ys)
        print(frac, len(xs), float(loss))


if __name__ == "__main__":
    main()
