import numpy as np
import jax
import jax.numpy as jnp
import optax

SWEEP = {"noise_std": [0.0, 0.01, 0.05], "lr": [1e-2, 3e-3]}


def forward(w, x):
    return jnp.tanh(x @ w["W1"]) @ w["W2"]


@jax.jit
def noisy_step(w, opt_state, key, x, y, noise_std, lr):
    xn = x + noise_std * jax.random.normal(key, x.shape)
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward(p, xn) - y) ** 2))(w)
    upd, opt_state = optax.scale_by_adam().update(g, opt_state)
    w = jax.tree_util.tree_map(lambda p, u: p - lr * u, w, upd)
    return w, opt_state, loss


def magnetometer_data(n=256, seed=0):
    # raw magnetometer triad -> heading sin/cos after hard/soft iron effects
    rng = np.random.default_rng(seed)
    psi = rng.uniform(-np.pi, np.pi, n)
    raw = np.stack([1.1 * np.cos(psi) + 0.2, 0.9 * np.sin(psi) - 0.1, 0.05 * np.ones(n)], 1)
    return jnp.asarray(raw, jnp.float32), jnp.asarray(np.stack([np.sin(psi), np.cos(psi)], 1), jnp.float32)


def main():
    x, y = magnetometer_data()
    for std in SWEEP["noise_std"]:
        for lr in SWEEP["lr"]:
            k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
            w = {"W1": 0.3 * jax.random.normal(k1, (3, 16)), "W2": 0.3 * jax.random.normal(k2, (16, 2))}
            opt_state = optax.scale_by_adam().init(w)
            for i in range(60):
                key, sub = jax.random.split(key)
                w, opt_state, loss = noisy_step(w, opt_state, sub, x, y, std, lr)
            print(std, lr, round(float(loss), 5))


if __name__ == "__main__":
    main()
