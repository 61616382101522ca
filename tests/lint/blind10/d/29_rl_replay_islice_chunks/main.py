import jax
import jax.numpy as jnp
import numpy as np

from replay import EpisodeReplay

OBS_DIM, NUM_ACTIONS = 4, 3
CHUNK = 16


@jax.jit
def behaviour_cloning_step(params, obs, actions, returns):
    def loss_fn(p):
        logits = obs @ p["w"] + p["b"]
        logp = jnp.take_along_axis(jax.nn.log_softmax(logits), actions[:, None], 1)[:, 0]
        weights = jax.nn.softmax(returns)  # advantage-weighted regression style
        return -jnp.sum(weights * logp)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


def generate_episode(rng):
    length = int(rng.integers(5, 30))
    obs = rng.normal(size=(length, OBS_DIM)).astype(np.float32)
    actions = rng.integers(0, NUM_ACTIONS, size=length)
    returns = np.cumsum(rng.uniform(size=length)[::-1])[::-1].astype(np.float32)
    return obs, actions, returns


def main():
    rng = np.random.default_rng(3)
    replay = EpisodeReplay(OBS_DIM)
    params = {"w": jnp.zeros((OBS_DIM, NUM_ACTIONS)), "b": jnp.zeros(NUM_ACTIONS)}
    for it in range(6):
        replay.add_episode(*generate_episode(rng))
        for obs, act, ret in replay.chunks(CHUNK):
            params, loss = behaviour_cloning_step(params, obs, act, ret)
        print(f"iter {it} replay size {len(replay.transitions)} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
