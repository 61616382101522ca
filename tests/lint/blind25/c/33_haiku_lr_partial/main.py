from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np


def _emulator(theta):
    """Emulates the r-band light curve of a kilonova from (log M_ej, v_ej, X_lan)."""
    h = jax.nn.silu(hk.Linear(64)(theta))
    h = jax.nn.silu(hk.Linear(64)(h))
    return hk.Linear(20)(h)


emulator = hk.without_apply_rng(hk.transform(_emulator))


def training_grid(n=512, seed=0):
    rng = np.random.default_rng(seed)
    theta = rng.uniform([-3, 0.05, -9], [-1, 0.3, -1], (n, 3)).astype(np.float32)
    t = np.linspace(0.5, 10, 20)
    peak = -16 - 2 * (theta[:, :1] + 2) 
    decline = 0.3 + 2 * theta[:, 1:2] + 0.05 * (theta[:, 2:3] + 5)
    mags = peak + decline * t[None]
    return theta, mags.astype(np.float32)


def sgd_step(params, theta, mags, lr):
    def loss(p):
        return jnp.mean((emulator.apply(p, theta) - mags) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), l


def learning_rate(epoch, base=0.02):
    return base * 0.5 ** (epoch // 2)


def main():
    theta, mags = training_grid()
    theta_n = (theta - theta.mean(0)) / theta.std(0)
    params = emulator.init(jax.random.PRNGKey(1), theta_n[:1])
    for epoch in range(6):
        step = jax.jit(partial(sgd_step, lr=learning_rate(epoch)))
        for s in range(0, len(theta_n), 128):
            params, l = step(params, theta_n[s:s + 128], mags[s:s + 128])
        print(f"epoch {epoch}: lr={learning_rate(epoch):.4f} mse={float(l):.4f}")


if __name__ == "__main__":
    main()
