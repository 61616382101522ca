import jax
import jax.numpy as jnp
import optax

from tracking import extract_sprints, collate


@jax.jit
def fit_tau(log_tau, vmax, v, mask):
    def loss(p):
        lt, vm = p
        t = jnp.arange(v.shape[1]) / 25.0
        pred = vm[:, None] * (1 - jnp.exp(-t[None, :] / jnp.exp(lt)[:, None]))
        return jnp.sum(((pred - v) * mask) ** 2) / jnp.sum(mask)
    g = jax.grad(loss)((log_tau, vmax))
    return log_tau - 0.2 * g[0], vmax - 2.0 * g[1]


sprints = extract_sprints()
for b in range(0, len(sprints), 8):
    v, m = collate(sprints[b:b + 8])
    lt = jnp.zeros(v.shape[0])
    vm = jnp.asarray(v.max(axis=1))
    for _ in range(30):
        lt, vm = fit_tau(lt, vm, v, m)
    print("batch", b // 8, "tau", jnp.round(jnp.exp(lt), 2))
