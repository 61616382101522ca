import numpy as np
import jax
import jax.numpy as jnp

from dynamics import init_dynamics, model_loss_step
from planner import random_shooting, refine

OBS_DIM, ACT_DIM, HORIZON = 3, 1, 5


def true_env(obs, act):
    nxt = 0.9 * obs + 0.1 * np.tanh(act).repeat(OBS_DIM, -1)
    return nxt, -np.sum(nxt ** 2, -1)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = init_dynamics(key, OBS_DIM, ACT_DIM)
    obs = rng.normal(size=OBS_DIM).astype(np.float32)
    for it in range(5):
        o = rng.normal(size=(64, OBS_DIM)).astype(np.float32)
        a = rng.uniform(-1, 1, size=(64, ACT_DIM)).astype(np.float32)
        nxt, r = true_env(o, a)
        params, loss = model_loss_step(params, o, a, nxt.astype(np.float32), r.astype(np.float32))
        key, k1, k2 = jax.random.split(key, 3)
        candidates, returns = random_shooting(params, k1, jnp.asarray(obs), ACT_DIM, HORIZON)
        action, value = refine(params, k2, jnp.asarray(obs), candidates, returns)
        print(f"iter {it} model loss {float(loss):.4f} plan value {float(value):.3f}")
        obs = true_env(obs, np.asarray(action))[0].astype(np.float32)


if __name__ == "__main__":
    main()
