import jax
import jax.numpy as jnp
import numpy as np

HORIZON = 10


@jax.jit
def act(params, obs, t):
    time_feat = jnp.array([t / HORIZON, jnp.sin(t * 0.5)])
    x = jnp.concatenate([obs, time_feat])
    return jnp.tanh(x @ params)


def run_episode(params, reset_obs, dynamics):
    obs = reset_obs
    a = act(params, obs, 0)
    traj = [a]
    for t in np.arange(1, HORIZON):
        obs = dynamics(obs, a)
        a = act(params, obs, t)
        traj.append(a)
    return jnp.stack(traj)
