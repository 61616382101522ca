import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedules import cosine_momentum


def mlp(p, x):
    return jax.nn.gelu(x @ p["w1"]) @ p["w2"]


def byol_loss(online, target, pred, x1, x2):
    def regress(a, b):
        a = a / jnp.linalg.norm(a, axis=-1, keepdims=True)
        b = b / jnp.linalg.norm(b, axis=-1, keepdims=True)
        return 2.0 - 2.0 * jnp.sum(a * b, axis=-1)

    p1 = mlp(pred, mlp(online, x1))
    p2 = mlp(pred, mlp(online, x2))
    t1 = jax.lax.stop_gradient(mlp(target, x1))
    t2 = jax.lax.stop_gradient(mlp(target, x2))
    return (regress(p1, t2) + regress(p2, t1)).mean()


tx = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def byol_step(online, pred, target, opt_state, views, tau):
    x1, x2 = views
    loss, grads = jax.value_and_grad(byol_loss, argnums=(0, 2))(online, target, pred, x1, x2)
    updates, opt_state = tx.update(grads, opt_state, (online, pred))
    online, pred = optax.apply_updates((online, pred), updates)
    target = optax.incremental_update(online, target, step_size=1.0 - tau)
    return online, pred, target, opt_state, loss


def init(key, din, dh, dout):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (din, dh)) * 0.1, "w2": jax.random.normal(k2, (dh, dout)) * 0.1}


def main():
    rng = np.random.default_rng(0)
    online = init(jax.random.PRNGKey(0), 10, 32, 8)
    pred = init(jax.random.PRNGKey(1), 8, 16, 8)
    target = jax.tree_util.tree_map(jnp.copy, online)
    opt_state = tx.init((online, pred))
    total = 6
    for step in range(total):
        x = rng.normal(size=(16, 10)).astype(np.float32)
        views = (x + 0.1 * rng.normal(size=x.shape).astype(np.float32),
                 x * rng.uniform(0.8, 1.2, size=(16, 1)).astype(np.float32))
        tau = jnp.asarray(cosine_momentum(step, total), jnp.float32)
        online, pred, target, opt_state, loss = byol_step(online, pred, target, opt_state, views, tau)
        print(step, float(tau), float(loss))


if __name__ == "__main__":
    main()
