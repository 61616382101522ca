import jax
import jax.numpy as jnp
import numpy as np
import optax

from buffer import ReplayBuffer

OBS_DIM, N_ACTIONS, BATCH = 4, 3, 8
WARMUP = BATCH


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (OBS_DIM, 32)) * 0.1,
        "b1": jnp.zeros(32),
        "w2": jax.random.normal(k2, (32, N_ACTIONS)) * 0.1,
        "b2": jnp.zeros(N_ACTIONS),
    }


def q_values(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


optimizer = optax.adam(1e-3)


@jax.jit
def train_step(params, target_params, opt_state, batch):
    def loss_fn(p):
        q = q_values(p, batch["obs"])
        q_a = jnp.take_along_axis(q, batch["actions"][:, None], axis=1)[:, 0]
        q_next = q_values(target_params, batch["next_obs"]).max(axis=1)
        target = batch["rewards"] + 0.99 * (1.0 - batch["dones"]) * q_next
        return jnp.mean((q_a - jax.lax.stop_gradient(target)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def env_step(state, action, rng):
    next_state = state + 0.1 * (action - 1) + rng.normal(scale=0.01, size=state.shape)
    reward = -float(np.abs(next_state).sum())
    done = bool(np.abs(next_state).max() > 1.5)
    return next_state.astype(np.float32), reward, done


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    target_params = params
    opt_state = optimizer.init(params)
    buf = ReplayBuffer(1000, OBS_DIM)
    obs = np.zeros(OBS_DIM, np.float32)
    for t in range(30):
        action = int(rng.integers(N_ACTIONS))
        next_obs, reward, done = env_step(obs, action, rng)
        buf.add(obs, action, reward, next_obs, float(done))
        obs = np.zeros(OBS_DIM, np.float32) if done else next_obs
        if len(buf) < WARMUP:
            continue
        batch = buf.sample(BATCH)
        params, opt_state, loss = train_step(params, target_params, opt_state, batch)
        if t % 10 == 0:
            target_params = params
    print("loss", float(loss))


if __name__ == "__main__":
    main()
