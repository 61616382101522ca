import equinox as eqx
import jax
import jax.numpy as jnp

from model import FactorModel, mse


@eqx.filter_jit
def sgd_step(model, f, r, lr):
    loss, grads = eqx.filter_value_and_grad(mse)(model, f, r)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, loss


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(3), 3)
    f = 0.01 * jax.random.normal(k1, (250, 3))
    true_b = jax.random.normal(k2, (8, 3))
    r = f @ true_b.T + 0.002 * jax.random.normal(k3, (250, 8))
    model = FactorModel(8, 3, k3)
    lr = jnp.asarray(5.0, dtype=jnp.float32)
    for epoch in range(5):
        for _ in range(4):
            model, loss = sgd_step(model, f, r, lr)
        lr = lr * 0.7
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
