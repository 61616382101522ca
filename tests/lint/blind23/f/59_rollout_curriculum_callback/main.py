import numpy as np
import jax
import jax.numpy as jnp

from callbacks import RolloutCurriculum
from train import tx, rollout_step


def quadrotor_logs(n=64, T=8, seed=0):
    rng = np.random.default_rng(seed)
    x = np.zeros((n, 4))
    us = rng.normal(0, 1, (T, n, 2))
    xs = []
    for t in range(T):
        x = x + 0.05 * np.concatenate([x[:, 2:], us[t] - 0.1 * x[:, 2:]], 1)
        xs.append(x.copy())
    return (jnp.zeros((n, 4), jnp.float32), jnp.asarray(us, jnp.float32), jnp.asarray(np.stack(xs), jnp.float32))


def main():
    x0, us, xs = quadrotor_logs()
    k = jax.random.split(jax.random.PRNGKey(0), 2)
    params = (0.1 * jax.random.normal(k[0], (6, 32)), jnp.zeros(32), 0.1 * jax.random.normal(k[1], (32, 4)), jnp.zeros(4))
    opt_state = tx.init(params)
    curriculum = RolloutCurriculum()
    for epoch in range(5):
        for _ in range(20):
            params, opt_state, loss = rollout_step(params, opt_state, x0, us, xs, curriculum.horizon)
        curriculum.on_epoch_end(epoch, float(loss))
        print(epoch, curriculum.horizon, float(loss))


if __name__ == "__main__":
    main()
