import jax
import jax.numpy as jnp
import optax

HIST, FUT, HID = 6, 10, 16


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w_in": jax.random.normal(k1, (2, HID)) * 0.1,
        "w_h": jax.random.normal(k2, (HID, HID)) * 0.1,
        "w_out": jax.random.normal(k3, (HID, 2)) * 0.1,
    }


def cell(params, h, x):
    h = jnp.tanh(x @ params["w_in"] + h @ params["w_h"])
    return h, h @ params["w_out"]


@jax.jit
def train_step(params, opt_state, past, future, key, teacher_forcing):
    def loss_fn(p):
        h = jnp.zeros((past.shape[0], HID))
        for t in range(HIST):
            h, _ = cell(p, h, past[:, t])
        x = past[:, -1]
        preds = []
        coins = jax.random.uniform(key, (FUT,))
        for t in range(FUT):
            h, delta = cell(p, h, x)
            y = x + delta
            preds.append(y)
            x = jnp.where(coins[t] < teacher_forcing, future[:, t], y)
        pred = jnp.stack(preds, 1)
        return jnp.mean((pred - future) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


tx = optax.sgd(1e-2)


def main():
    key = jax.random.PRNGKey(0)
    params = init_params(key)
    opt_state = tx.init(params)
    n_steps = 6
    for step in range(n_steps):
        key, kd, kc = jax.random.split(key, 3)
        traj = jnp.cumsum(jax.random.normal(kd, (8, HIST + FUT, 2)) * 0.1, axis=1)
        ratio = 1.0 - step / n_steps
        params, opt_state, loss = train_step(
            params, opt_state, traj[:, :HIST], traj[:, HIST:], kc, jnp.float32(ratio)
        )
    print("loss", float(loss))


if __name__ == "__main__":
    main()
