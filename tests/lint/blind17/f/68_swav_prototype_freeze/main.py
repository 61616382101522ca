from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

FREEZE_PROTOTYPES_STEPS = 4
tx = optax.sgd(0.05, momentum=0.9)


def sinkhorn(scores, eps=0.05, iters=3):
    q = jnp.exp(scores / eps).T
    q = q / q.sum()
    k, b = q.shape
    for _ in range(iters):
        q = q / q.sum(axis=1, keepdims=True) / k
        q = q / q.sum(axis=0, keepdims=True) / b
    return (q * b).T


def swav_loss(params, x1, x2, t=0.1):
    z1 = jnp.tanh(x1 @ params["enc"])
    z2 = jnp.tanh(x2 @ params["enc"])
    z1 = z1 / jnp.linalg.norm(z1, axis=-1, keepdims=True)
    z2 = z2 / jnp.linalg.norm(z2, axis=-1, keepdims=True)
    c = params["protos"] / jnp.linalg.norm(params["protos"], axis=-1, keepdims=True)
    s1, s2 = z1 @ c.T, z2 @ c.T
    q1 = jax.lax.stop_gradient(sinkhorn(s1))
    q2 = jax.lax.stop_gradient(sinkhorn(s2))
    return -0.5 * ((q1 * jax.nn.log_softmax(s2 / t)).sum(-1).mean()
                   + (q2 * jax.nn.log_softmax(s1 / t)).sum(-1).mean())


@partial(jax.jit, static_argnums=(5,))
def train_step(params, opt_state, x1, x2, lr_scale, step):
    loss, grads = jax.value_and_grad(swav_loss)(params, x1, x2)
    if step < FREEZE_PROTOTYPES_STEPS:
        grads = {**grads, "protos": jnp.zeros_like(grads["protos"])}
    updates, opt_state = tx.update(grads, opt_state)
    updates = jax.tree_util.tree_map(lambda u: lr_scale * u, updates)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"enc": jax.random.normal(k1, (10, 8)) * 0.3, "protos": jax.random.normal(k2, (6, 8))}
    opt_state = tx.init(params)
    for step in range(8):
        x = rng.normal(size=(16, 10)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x1, x2, 1.0, step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
