import numpy as np
import jax
import jax.numpy as jnp

from agent import init_params, forward, make_update

OBS_DIM, N_ACTIONS, HORIZON = 4, 2, 16
CONFIG = {"gamma": 0.99, "lr": 3e-3, "episodes": 6}


def collect(rng, params, horizon):
    obs = rng.normal(size=(horizon, OBS_DIM)).astype(np.float32)
    logits, _ = forward(params, jnp.asarray(obs))
    probs = np.asarray(jax.nn.softmax(logits))
    actions = np.array([rng.choice(N_ACTIONS, p=p / p.sum()) for p in probs], dtype=np.int32)
    rewards = (actions == (obs[:, 0] > 0)).astype(np.float32)
    return obs, actions, rewards


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), OBS_DIM, N_ACTIONS)
    for episode in range(CONFIG["episodes"]):
        obs, actions, rewards = collect(rng, params, HORIZON)
        update = make_update(CONFIG["gamma"], CONFIG["lr"])
        params, loss = update(params, obs, actions, rewards, jnp.float32(0.0))
        print(f"episode {episode} return {rewards.sum():.1f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
