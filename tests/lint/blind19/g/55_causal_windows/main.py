from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-3)
N_POINTS = 64


def net(params, x, t):
    h = jnp.tanh(jnp.stack([x, t], -1) @ params["w1"] + params["b1"])
    return h @ params["w2"]


@partial(jax.jit, static_argnames=("window",))
def window_step(params, opt_state, key, window):
    t0, t1 = window
    kx, kt = jax.random.split(key)
    x = jax.random.uniform(kx, (N_POINTS,), minval=-1.0, maxval=1.0)
    t = jax.random.uniform(kt, (N_POINTS,), minval=t0, maxval=t1)

    def loss(p):
        f = lambda a, b: net(p, a, b)
        u_t = jax.vmap(jax.grad(f, 1))(x, t)
        u_x = jax.vmap(jax.grad(f, 0))(x, t)
        ic = jax.vmap(f)(x, jnp.zeros_like(x)) - jnp.exp(-10 * x ** 2)
        return jnp.mean((u_t + 0.5 * u_x) ** 2) + jnp.mean(ic ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def time_windows(t_end, n_windows):
    width = t_end / n_windows
    return [(0.0, width * (k + 1)) for k in range(n_windows)]


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (2, 24)), "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24,)) * 0.1}
    opt_state = tx.init(params)
    for window in time_windows(1.0, 5):
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, opt_state, val = window_step(params, opt_state, sub, window=window)
        print(window, float(val))


if __name__ == "__main__":
    main()
