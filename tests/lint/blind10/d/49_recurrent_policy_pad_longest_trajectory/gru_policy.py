import jax
import jax.numpy as jnp


def init_gru_policy(key, obs_dim, hidden, num_actions):
    ks = jax.random.split(key, 3)
    return {"wx": jax.random.normal(ks[0], (obs_dim, 3 * hidden)) * 0.1,
            "wh": jax.random.normal(ks[1], (hidden, 3 * hidden)) * 0.1,
            "out": jax.random.normal(ks[2], (hidden, num_actions)) * 0.1}


def gru_cell(params, h, x):
    gx, gh = x @ params["wx"], h @ params["wh"]
    zx, rx, nx = jnp.split(gx, 3, -1)
    zh, rh, nh = jnp.split(gh, 3, -1)
    z, r = jax.nn.sigmoid(zx + zh), jax.nn.sigmoid(rx + rh)
    n = jnp.tanh(nx + r * nh)
    return (1 - z) * n + z * h


@jax.jit
def recurrent_pg_step(params, obs, actions, rewards, mask):
    def loss_fn(p):
        h0 = jnp.zeros((obs.shape[0], p["wh"].shape[0]))

        def scan_fn(h, x):
            h = gru_cell(p, h, x)
            return h, h @ p["out"]

        _, logits = jax.lax.scan(scan_fn, h0, jnp.swapaxes(obs, 0, 1))
        logits = jnp.swapaxes(logits, 0, 1)
        logp = jnp.take_along_axis(jax.nn.log_softmax(logits), actions[..., None], -1)[..., 0]
        returns = jnp.cumsum(rewards[:, ::-1], 1)[:, ::-1]
        return -jnp.sum(logp * returns * mask) / mask.sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), loss
