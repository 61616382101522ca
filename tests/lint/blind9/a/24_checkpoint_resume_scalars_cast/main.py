import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import InMemoryCheckpointer

T = 20
STEPS_BEFORE_PREEMPTION = 3
TOTAL_STEPS = 6


def init_eps_model(key, dim=16, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (dim + 1, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, dim)) * 0.1}


def eps_model(params, x, t):
    h = jnp.concatenate([x, t[:, None] / T], axis=-1)
    return jnp.tanh(h @ params["w1"]) @ params["w2"]


@jax.jit
def diffusion_step(state, x0, key, lr, ema_decay):
    params, ema = state
    k_t, k_n = jax.random.split(key)
    t = jax.random.randint(k_t, (x0.shape[0],), 0, T)
    a_bar = jnp.cos(0.5 * jnp.pi * (t + 1) / (T + 1))[:, None] ** 2
    noise = jax.random.normal(k_n, x0.shape)
    x_t = jnp.sqrt(a_bar) * x0 + jnp.sqrt(1 - a_bar) * noise

    def loss_fn(p):
        return jnp.mean((eps_model(p, x_t, t.astype(jnp.float32)) - noise) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    ema = jax.tree_util.tree_map(lambda e, p: ema_decay * e + (1 - ema_decay) * p, ema, params)
    return (params, ema), loss


def run(state, data, start, end, hparams, ckpt=None):
    key = jax.random.PRNGKey(start)
    for step in range(start, end):
        key, sub = jax.random.split(key)
        state, loss = diffusion_step(state, data, sub, hparams["lr"], hparams["ema_decay"])
        hparams["lr"] = hparams["lr"] * 0.95
        print(f"step {step}: loss {float(loss):.4f}")
    if ckpt is not None:
        ckpt.save(state, end, hparams)
    return state


def main():
    data = np.random.default_rng(0).normal(size=(32, 16)).astype(np.float32)
    params = init_eps_model(jax.random.PRNGKey(0))
    state = (params, params)
    ckpt = InMemoryCheckpointer()
    run(state, data, 0, STEPS_BEFORE_PREEMPTION, {"lr": 0.05, "ema_decay": 0.99}, ckpt)

    # preempted; a new worker picks the job up from the checkpoint
    state, step, hparams = ckpt.restore(state)
    print(f"resumed at step {step} with {hparams}")
    run(state, data, step, TOTAL_STEPS, hparams)


if __name__ == "__main__":
    main()
