import numpy as np
import jax
import jax.numpy as jnp
import optax

ACCUM = 4
tx = optax.MultiSteps(optax.adam(3e-3), every_k_schedule=ACCUM)


def dic_patches(n=192, seed=0):
    """Strain-field patches (16x16 eyy) around a notch; target = stress intensity factor proxy."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:16, 0:16] - 7.5
    r = np.hypot(yy, xx) + 1.0
    K = rng.uniform(5, 30, n)
    f = K[:, None, None] / np.sqrt(r)[None] * 1e-2 + rng.normal(0, 0.01, (n, 16, 16))
    return f.reshape(n, -1).astype(np.float32), (K / 30).astype(np.float32)


def predict(p, x):
    return jax.nn.relu(x @ p["w"] + p["b"]) @ p["v"]


@jax.jit
def micro_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = dic_patches()
    k = jax.random.PRNGKey(0)
    params = {"w": 0.05 * jax.random.normal(k, (256, 32)), "b": jnp.zeros(32), "v": jnp.full(32, 0.05, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 192, 16):
            params, opt_state, loss = micro_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        print(f"epoch {epoch}: loss {float(loss):.4f}, mini-step {int(opt_state.mini_step)}")


if __name__ == "__main__":
    main()
