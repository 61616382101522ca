import jax
import jax.numpy as jnp
import optax

HIST, FUT, HID = 8, 12, 32
BASE_LR, WARMUP = 3e-3, 4


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (HIST * 2, HID)) * 0.1,
            "w2": jax.random.normal(k2, (HID, FUT * 2)) * 0.1}


def forward(params, past):
    h = jax.nn.gelu(past.reshape(past.shape[0], -1) @ params["w1"])
    return (h @ params["w2"]).reshape(past.shape[0], FUT, 2)


tx = optax.scale_by_adam()


@jax.jit
def train_step(params, opt_state, past, future, step):
    loss, grads = jax.value_and_grad(
        lambda p: jnp.mean(jnp.linalg.norm(forward(p, past) - future, axis=-1)))(params)
    updates, opt_state = tx.update(grads, opt_state)
    lr = BASE_LR * jnp.minimum(1.0, (step + 1) / WARMUP)
    params = jax.tree_util.tree_map(lambda p, u: p - lr * u, params, updates)
    return params, opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    params = init(key)
    opt_state = tx.init(params)
    for step in range(8):
        key, k = jax.random.split(key)
        traj = jnp.cumsum(jax.random.normal(k, (16, HIST + FUT, 2)), axis=1)
        params, opt_state, loss = train_step(params, opt_state, traj[:, :HIST], traj[:, HIST:], step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
