import jax
import jax.numpy as jnp
import numpy as np


def tv_grad(x):
    dx = jnp.diff(x, axis=1, append=x[:, -1:])
    dy = jnp.diff(x, axis=0, append=x[-1:, :])
    nx = dx / jnp.sqrt(dx ** 2 + dy ** 2 + 1e-3)
    ny = dy / jnp.sqrt(dx ** 2 + dy ** 2 + 1e-3)
    div = (nx - jnp.roll(nx, 1, axis=1)) + (ny - jnp.roll(ny, 1, axis=0))
    return -div


@jax.jit
def tv_denoise_iter(x, noisy, step, lam):
    tau = 0.2 / jnp.sqrt(1.0 + step)
    x = x - tau * ((x - noisy) + lam * tv_grad(x))
    return x, step + 1


def denoise(noisy, n_iter=15, lam=0.15):
    x, step = noisy, 0
    for _ in range(n_iter):
        x, step = tv_denoise_iter(x, noisy, step, lam)
    return x


def main():
    rng = np.random.default_rng(0)
    clean = np.zeros((48, 48), np.float32)
    clean[15:25] = 1.0
    clean[30:33] = 0.6
    for b in range(3):
        noisy = clean * rng.gamma(4.0, 0.25, size=clean.shape).astype(np.float32)
        out = denoise(jnp.asarray(noisy))
        print(b, round(float(jnp.abs(out - clean).mean()), 4))


if __name__ == "__main__":
    main()
