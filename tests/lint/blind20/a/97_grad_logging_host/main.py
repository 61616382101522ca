import jax
import jax.numpy as jnp
import optax

HIST, FUT, LOG_EVERY = 8, 12, 3


def init(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (HIST * 2, 32)) * 0.1,
            "dec": jax.random.normal(k2, (32, FUT * 2)) * 0.1}


def forward(params, past):
    h = jax.nn.gelu(past.reshape(past.shape[0], -1) @ params["enc"])
    return (h @ params["dec"]).reshape(-1, FUT, 2)


tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, past, future):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, past) - future) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)


def main():
    key = jax.random.PRNGKey(0)
    params = init(key)
    opt_state = tx.init(params)
    for step in range(6):
        key, k = jax.random.split(key)
        traj = jnp.cumsum(jax.random.normal(k, (16, HIST + FUT, 2)), axis=1)
        params, opt_state, loss, gnorm = train_step(params, opt_state, traj[:, :HIST], traj[:, HIST:])
        if step % LOG_EVERY == 0:
            print(f"step {step} loss {float(loss):.3f} grad_norm {float(gnorm):.3f}")


if __name__ == "__main__":
    main()
