import jax
import jax.numpy as jnp
import numpy as np

MAX_NEIGHBOURS = 16


def spherical_cov(h, sill=1.0, rng_=120.0, nugget=0.05):
    hr = jnp.minimum(h / rng_, 1.0)
    gamma = nugget + (sill - nugget) * (1.5 * hr - 0.5 * hr ** 3)
    return jnp.where(h == 0, sill, sill - gamma)


@jax.jit
def ordinary_krige(nb_xyz, nb_grade, mask, target):
    d = jnp.linalg.norm(nb_xyz[:, None, :] - nb_xyz[None, :, :], axis=-1)
    C = spherical_cov(d)
    C = jnp.where(mask[:, None] & mask[None, :], C, jnp.eye(MAX_NEIGHBOURS))
    c0 = jnp.where(mask, spherical_cov(jnp.linalg.norm(nb_xyz - target, axis=-1)), 0.0)
    n = MAX_NEIGHBOURS
    A = jnp.zeros((n + 1, n + 1)).at[:n, :n].set(C)
    A = A.at[n, :n].set(mask.astype(A.dtype)).at[:n, n].set(mask.astype(A.dtype))
    b = jnp.concatenate([c0, jnp.ones(1)])
    sol = jnp.linalg.solve(A, b)
    w = sol[:n] * mask
    return jnp.sum(w * nb_grade), w


def neighbours(samples, grades, target, radius):
    d = np.linalg.norm(samples - target, axis=1)
    idx = np.argsort(d)[:MAX_NEIGHBOURS]
    idx = idx[d[idx] < radius]
    k = len(idx)
    xyz = np.zeros((MAX_NEIGHBOURS, 3), np.float32)
    g = np.zeros(MAX_NEIGHBOURS, np.float32)
    m = np.zeros(MAX_NEIGHBOURS, bool)
    xyz[:k] = samples[idx]
    g[:k] = grades[idx]
    m[:k] = True
    return xyz, g, m


def main():
    rng = np.random.default_rng(3)
    samples = rng.uniform(0, 500, size=(300, 3)).astype(np.float32)
    grades = (1.2 + np.sin(samples[:, 0] / 80) + 0.1 * rng.normal(size=300)).astype(np.float32)
    blocks = np.stack(np.meshgrid(np.arange(25, 500, 50), np.arange(25, 500, 50), [250.0]), -1).reshape(-1, 3)
    est = []
    for blk in blocks.astype(np.float32):
        xyz, g, m = neighbours(samples, grades, blk, radius=110.0)
        z, _ = ordinary_krige(xyz, g, m, blk)
        est.append(float(z))
    print("blocks", len(est), "mean est Au g/t", np.mean(est))


if __name__ == "__main__":
    main()
