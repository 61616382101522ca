import jax
import jax.numpy as jnp

from callbacks import ValidationMonitor
from physics import allen_cahn_loss, pinn_loss

EPS = 0.05
LR = 1e-3


def init(key, sizes=(2, 20, 20, 1)):
    keys = jax.random.split(key, len(sizes) - 1)
    return [(jax.random.normal(k, (a, b)) / jnp.sqrt(a), jnp.zeros(b))
            for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


@jax.jit
def sgd_step(params, x, t):
    g = jax.grad(allen_cahn_loss)(params, x, t, EPS)
    return jax.tree_util.tree_map(lambda p, gp: p - LR * gp, params, g)


def main():
    key = jax.random.PRNGKey(0)
    params = init(key)
    kx, kt = jax.random.split(jax.random.PRNGKey(1))
    x_val = jax.random.uniform(kx, (64,), minval=-1.0, maxval=1.0)
    t_val = jax.random.uniform(kt, (64,))
    monitor = ValidationMonitor(x_val, t_val, EPS)
    for step in range(6):
        key, k1, k2 = jax.random.split(key, 3)
        x = jax.random.uniform(k1, (64,), minval=-1.0, maxval=1.0)
        t = jax.random.uniform(k2, (64,))
        print(step, float(pinn_loss(params, x, t, EPS)))
        params = sgd_step(params, x, t)
        monitor(step, params)
    print(monitor.history)


if __name__ == "__main__":
    main()
