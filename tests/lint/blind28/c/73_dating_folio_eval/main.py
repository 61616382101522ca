import jax
import jax.numpy as jnp
import numpy as np

from loader import eval_batches, train_batches


def predict(params, x):
    return (jnp.tanh(x @ params["w1"]) @ params["w2"])[:, 0]


@jax.jit
def sgd_step(params, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss


@jax.jit
def masked_abs_error(params, x, y, mask):
    return jnp.sum(jnp.abs(predict(params, x) - y) * mask)


def main():
    rng = np.random.default_rng(72)
    feats = rng.normal(size=(90, 12)).astype(np.float32)
    years = (feats[:, 0] * 0.8 + 0.1 * rng.normal(size=90)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(72))
    params = {"w1": jax.random.normal(k1, (12, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    for epoch in range(3):
        for x, y in train_batches(feats[:64], years[:64], 16, rng):
            params, _ = sgd_step(params, x, y)
        err = sum(float(masked_abs_error(params, x, y, m)) for x, y, m in eval_batches(feats[64:], years[64:], 16))
        print(epoch, round(err / 26 * 100, 1), "years MAE")


if __name__ == "__main__":
    main()
