from functools import partial
import jax
import jax.numpy as jnp


def pam_levels(m):
    side = int(round(m ** 0.5))
    lv = jnp.arange(side) * 2.0 - (side - 1)
    return lv / jnp.sqrt(2.0 * (m - 1) / 3.0)


@partial(jax.jit, static_argnums=(1,))
def run_link(key, cfg, snr_db):
    side = int(round(cfg.mod_order ** 0.5))
    lv = pam_levels(cfg.mod_order)
    k1, k2, k3 = jax.random.split(key, 3)
    ii = jax.random.randint(k1, (cfg.n_sym,), 0, side)
    qq = jax.random.randint(k2, (cfg.n_sym,), 0, side)
    s = lv[ii] + 1j * lv[qq]
    sigma = jnp.sqrt(10.0 ** (-snr_db / 10.0) / 2.0)
    n = sigma * (jax.random.normal(k3, (cfg.n_sym, 2)) @ jnp.array([1.0, 1j]))
    r = s + n
    di = jnp.argmin(jnp.abs(r.real[:, None] - lv[None, :]), axis=1)
    dq = jnp.argmin(jnp.abs(r.imag[:, None] - lv[None, :]), axis=1)
    return jnp.mean((di != ii) | (dq != qq))
