from functools import partial

import jax
import numpy as np

from losses import double_dqn_loss

GAMMA = 0.99
LR = 0.01


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (4, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 2)) * 0.3}


def replay_sample(rng, n=32):
    return (rng.normal(size=(n, 4)).astype(np.float32), rng.integers(0, 2, n).astype(np.int32),
            rng.normal(size=n).astype(np.float32), rng.normal(size=(n, 4)).astype(np.float32),
            (rng.random(n) < 0.05).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    online = init(jax.random.PRNGKey(0))
    target = online
    loss_and_grad = jax.jit(jax.value_and_grad(partial(double_dqn_loss, gamma=GAMMA)))
    for update in range(6):
        loss, grads = loss_and_grad(online, target, replay_sample(rng))
        online = jax.tree_util.tree_map(lambda p, g: p - LR * g, online, grads)
        if update % 3 == 2:
            target = online
        print(update, round(float(loss), 4))


if __name__ == "__main__":
    main()
