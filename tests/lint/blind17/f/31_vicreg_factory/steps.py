import functools

import jax
import jax.numpy as jnp
import optax


def vicreg_loss(params, x1, x2, sim_w, var_w, cov_w):
    z1 = jnp.tanh(x1 @ params["w"]) @ params["e"]
    z2 = jnp.tanh(x2 @ params["w"]) @ params["e"]
    inv = ((z1 - z2) ** 2).mean()
    std1 = jnp.sqrt(z1.var(0) + 1e-4)
    std2 = jnp.sqrt(z2.var(0) + 1e-4)
    var = jax.nn.relu(1 - std1).mean() + jax.nn.relu(1 - std2).mean()
    zc = z1 - z1.mean(0)
    cov = zc.T @ zc / (z1.shape[0] - 1)
    off = (cov ** 2).sum() - (jnp.diagonal(cov) ** 2).sum()
    return sim_w * inv + var_w * var + cov_w * off / z1.shape[1]


TX = optax.adam(1e-3)


@functools.lru_cache(maxsize=None)
def get_train_step(sim_w, var_w, cov_w):
    def step(params, opt_state, x1, x2):
        loss, g = jax.value_and_grad(vicreg_loss)(params, x1, x2, sim_w, var_w, cov_w)
        updates, opt_state = TX.update(g, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(step)
