import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_cosine


def make_data(n=256, d=10, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = (x @ w + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)[:, 0]
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss


def main():
    x, y = make_data()
    model = eqx.nn.MLP(10, 1, width_size=32, depth=2, key=jax.random.PRNGKey(0))
    batch = 64
    for step in range(12):
        i = (step * batch) % x.shape[0]
        lr = warmup_cosine(step)
        model, loss = sgd_step(model, x[i:i + batch], y[i:i + batch], lr)
        if step % 4 == 0:
            print(step, lr, float(loss))


if __name__ == "__main__":
    main()
