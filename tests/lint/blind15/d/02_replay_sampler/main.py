import jax
import jax.numpy as jnp
import numpy as np
import optax

from buffer import ReplayBuffer

OBS_DIM, N_ACT, BATCH = 4, 3, 8


def q_values(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (OBS_DIM, 16)) * 0.1, "b1": jnp.zeros(16),
            "w2": jax.random.normal(k2, (16, N_ACT)) * 0.1, "b2": jnp.zeros(N_ACT)}


opt = optax.adam(1e-3)


@jax.jit
def td_update(params, target, opt_state, obs, act, rew, next_obs, done):
    def loss_fn(p):
        q = jnp.take_along_axis(q_values(p, obs), act[:, None], axis=1)[:, 0]
        y = rew + 0.99 * (1.0 - done) * q_values(target, next_obs).max(axis=1)
        return jnp.mean((q - jax.lax.stop_gradient(y)) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    target = params
    opt_state = opt.init(params)
    buf = ReplayBuffer(64, OBS_DIM)
    obs = rng.normal(size=OBS_DIM).astype(np.float32)
    for step in range(12):
        act = int(rng.integers(N_ACT))
        nxt = rng.normal(size=OBS_DIM).astype(np.float32)
        buf.add(obs, act, float(rng.normal()), nxt, 0.0)
        obs = nxt
        if len(buf) >= BATCH:
            batch = buf.sample(BATCH)
            params, opt_state, loss = td_update(params, target, opt_state, *batch)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
