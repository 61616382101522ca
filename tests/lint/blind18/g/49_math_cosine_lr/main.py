import jax
import jax.numpy as jnp
import numpy as np

from schedules import linear_warmup_cosine

CFG = {"base_lr": 0.1, "warmup": 3, "total_steps": 9, "beta": 0.9}


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, momentum, x, y, lr):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    momentum = jax.tree_util.tree_map(lambda m, g: CFG["beta"] * m + g, momentum, grads)
    params = jax.tree_util.tree_map(lambda p, m: p - lr * m, params, momentum)
    return params, momentum, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 3)).astype(np.float32)
    y = np.sin(x[:, :1] * 2).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (3, 24)) * 0.5, "w2": jax.random.normal(k2, (24, 1)) * 0.2}
    momentum = jax.tree_util.tree_map(jnp.zeros_like, params)
    for step in range(CFG["total_steps"]):
        lr = linear_warmup_cosine(step, CFG["base_lr"], CFG["warmup"], CFG["total_steps"])
        i = step % 3 * 16
        params, momentum, loss = train_step(params, momentum, x[i:i + 16], y[i:i + 16], lr)
        print(step, round(float(lr), 4), float(loss))


if __name__ == "__main__":
    main()
