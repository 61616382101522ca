import jax
import jax.numpy as jnp

from metrics import ReturnTracker

N_ENVS = 16


@jax.jit
def vec_env_step(pos, ep_ret, key):
    move = jax.random.choice(key, jnp.array([-1.0, 1.0]), (N_ENVS,))
    pos = pos + move
    reward = -jnp.abs(pos) * 0.1
    ep_ret = ep_ret + reward
    done = (jnp.abs(pos) >= 3.0).astype(jnp.float32)
    return pos * (1.0 - done), ep_ret, done


def main():
    key = jax.random.PRNGKey(0)
    pos = jnp.zeros(N_ENVS)
    ep_ret = jnp.zeros(N_ENVS)
    tracker = ReturnTracker()
    for it in range(3):
        tracker.reset()
        for t in range(10):
            key, sub = jax.random.split(key)
            pos, ep_ret, done = vec_env_step(pos, ep_ret, sub)
            tracker.update(ep_ret, done)
            ep_ret = ep_ret * (1.0 - done)
        print(it, tracker.mean())


if __name__ == "__main__":
    main()
