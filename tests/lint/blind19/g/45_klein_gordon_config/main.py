from functools import partial

import jax
import jax.numpy as jnp
import optax

from config import config_for_stage

tx = optax.adam(1e-3)


def u(params, x, t):
    h = jnp.tanh(jnp.array([x, t]) @ params["w"] + params["b"])
    return h @ params["v"]


@partial(jax.jit, static_argnums=(2,))
def kg_step(params, opt_state, cfg, key):
    kx, kt = jax.random.split(key)
    xs = jax.random.uniform(kx, (cfg.n_colloc,), minval=-1.0, maxval=1.0)
    ts = jax.random.uniform(kt, (cfg.n_colloc,))

    def loss(p):
        f = lambda a, b: u(p, a, b)
        u_tt = jax.vmap(jax.grad(jax.grad(f, 1), 1))(xs, ts)
        u_xx = jax.vmap(jax.grad(jax.grad(f, 0), 0))(xs, ts)
        uu = jax.vmap(f)(xs, ts)
        r = u_tt - u_xx + cfg.mass ** 2 * uu + cfg.coupling * uu ** 3
        ic = jax.vmap(f)(xs, jnp.zeros_like(xs)) - xs * jnp.cos(jnp.pi * xs)
        return jnp.mean(r ** 2) + jnp.mean(ic ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (2, 24)), "b": jnp.zeros(24),
              "v": jax.random.normal(k2, (24,)) * 0.1}
    opt_state = tx.init(params)
    for stage in range(4):
        cfg = config_for_stage(stage)
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, opt_state, val = kg_step(params, opt_state, cfg, sub)
        print(stage, float(val))


if __name__ == "__main__":
    main()
