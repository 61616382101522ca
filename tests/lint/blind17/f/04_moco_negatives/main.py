import jax
import jax.numpy as jnp
import numpy as np
import optax

from memory import NegativeQueue

DIM = 16
BATCH = 16


def encoder(params, x):
    z = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def infonce(params, key_params, xq, xk, negatives, tau=0.2):
    q = encoder(params, xq)
    k = jax.lax.stop_gradient(encoder(key_params, xk))
    l_pos = jnp.sum(q * k, axis=-1, keepdims=True)
    l_neg = q @ negatives.T
    logits = jnp.concatenate([l_pos, l_neg], axis=1) / tau
    labels = jnp.zeros((q.shape[0],), jnp.int32)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    return loss, k


opt = optax.sgd(0.05, momentum=0.9)


@jax.jit
def moco_step(params, key_params, opt_state, xq, xk, negatives):
    (loss, k), grads = jax.value_and_grad(infonce, has_aux=True)(params, key_params, xq, xk, negatives)
    updates, opt_state = opt.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    key_params = jax.tree_util.tree_map(lambda a, b: 0.99 * a + 0.01 * b, key_params, params)
    return params, key_params, opt_state, loss, k


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (12, 32)) * 0.1, "w2": jax.random.normal(k2, (32, DIM)) * 0.1}
    key_params = jax.tree_util.tree_map(jnp.copy, params)
    opt_state = opt.init(params)
    queue = NegativeQueue(DIM, max_size=64)
    for step in range(7):
        x = rng.normal(size=(BATCH, 12)).astype(np.float32)
        xq = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        xk = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        params, key_params, opt_state, loss, k = moco_step(params, key_params, opt_state, xq, xk, queue.keys)
        queue.enqueue(k)
        print(step, len(queue), float(loss))


if __name__ == "__main__":
    main()
