import jax
import jax.numpy as jnp
import numpy as np

from sweep import sweep_points


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def sgd_step(params, x, y, lr, weight_decay):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * (g + weight_decay * p), params, grads)
    return params, loss


def run(cfg, x, y, steps=3):
    params = {"w": jnp.zeros((x.shape[1],), jnp.float32), "b": jnp.zeros((), jnp.float32)}
    for _ in range(steps):
        params, loss = sgd_step(params, x, y, cfg["lr"], cfg["weight_decay"])
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    # pooled embeddings of "object present / absent" crops
    x = rng.normal(size=(64, 16)).astype(np.float32)
    y = (x[:, 0] + 0.5 * rng.normal(size=64) > 0).astype(np.float32)
    for cfg in sweep_points():
        final = run(cfg, x, y)
        print(f"wd={cfg['weight_decay']:.0e}: final loss {final:.4f}")


if __name__ == "__main__":
    main()
