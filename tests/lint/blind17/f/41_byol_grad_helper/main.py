import jax
import jax.numpy as jnp
import numpy as np
import optax

from utils import compiled_grad, cosine_regression


def net(p, x):
    return jax.nn.relu(x @ p["w1"]) @ p["w2"]


def byol_objective(online, target, x1, x2):
    t1 = jax.lax.stop_gradient(net(target, x1))
    t2 = jax.lax.stop_gradient(net(target, x2))
    o1 = net(online, x1) @ online["pred"]
    o2 = net(online, x2) @ online["pred"]
    return (cosine_regression(o1, t2) + cosine_regression(o2, t1)).mean()


def main():
    rng = np.random.default_rng(0)
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    online = {"w1": jax.random.normal(ks[0], (10, 24)) * 0.2,
              "w2": jax.random.normal(ks[1], (24, 8)) * 0.2,
              "pred": jax.random.normal(ks[2], (8, 8)) * 0.2}
    target = {k: v for k, v in online.items() if k != "pred"}
    tx = optax.adam(1e-3)
    opt_state = tx.init(online)
    for step in range(5):
        x = rng.normal(size=(16, 10)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        loss, grads = compiled_grad(byol_objective, online, target, x1, x2)
        updates, opt_state = tx.update(grads, opt_state)
        online = optax.apply_updates(online, updates)
        target = {k: 0.99 * target[k] + 0.01 * online[k] for k in target}
        print(step, float(loss))


if __name__ == "__main__":
    main()
