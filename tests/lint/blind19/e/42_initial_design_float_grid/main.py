import itertools

import jax
import jax.numpy as jnp
import numpy as np


DEPTHS = [1, 2, 4]
WIDTHS = [16, 64, 256]


def initial_design():
    return np.array(list(itertools.product(DEPTHS, WIDTHS)), dtype=np.float32)


def random_proposals(rng, n):
    depth = rng.uniform(1, 4, size=n)
    width = rng.uniform(16, 256, size=n)
    return np.stack([depth, width], 1).astype(np.float32)


def fake_validation_loss(cfg):
    depth, width = cfg[..., 0], cfg[..., 1]
    return (depth - 2.5) ** 2 * 0.1 + (np.log2(width) - 6.5) ** 2 * 0.05


@jax.jit
def encode(cfgs):
    depth = cfgs[:, 0] / 4.0
    width = jnp.log2(cfgs[:, 1]) / 8.0
    return jnp.stack([depth, width], 1)


def kernel(a, b):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / 0.05)


def main():
    rng = np.random.default_rng(0)
    X = initial_design()
    y = fake_validation_loss(X).astype(np.float32)
    Z = encode(jnp.asarray(X))
    n_props = X.shape[0]
    for it in range(4):
        props = random_proposals(rng, n_props)
        Zp = encode(jnp.asarray(props))
        K = kernel(Z, Z) + 1e-3 * jnp.eye(Z.shape[0])
        mu = kernel(Zp, Z) @ jnp.linalg.solve(K, jnp.asarray(y))
        j = int(jnp.argmin(mu))
        X = np.concatenate([X, props[j : j + 1]])
        y = np.append(y, fake_validation_loss(props[j]).astype(np.float32))
        Z = jnp.concatenate([Z, Zp[j : j + 1]])
        print(it, props[j].round(1), float(y.min()))


if __name__ == "__main__":
    main()
