from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def exp_cov(h, a=80.0):
    return jnp.exp(-3 * h / a)


@partial(jax.jit, static_argnames=("kind",))
def krige_block(nb_xyz, nb_z, target, global_mean, kind):
    n = nb_xyz.shape[0]
    C = exp_cov(jnp.linalg.norm(nb_xyz[:, None] - nb_xyz[None], axis=-1)) + 1e-4 * jnp.eye(n)
    c0 = exp_cov(jnp.linalg.norm(nb_xyz - target, axis=-1))
    if kind == "ordinary":
        A = jnp.block([[C, jnp.ones((n, 1))], [jnp.ones((1, n)), jnp.zeros((1, 1))]])
        w = jnp.linalg.solve(A, jnp.append(c0, 1.0))[:n]
        return jnp.dot(w, nb_z)
    w = jnp.linalg.solve(C, c0)
    return global_mean + jnp.dot(w, nb_z - global_mean)


def main():
    rng = np.random.default_rng(0)
    xyz = rng.uniform(0, 200, size=(400, 3)).astype(np.float32)
    z = rng.lognormal(0, 0.6, size=400).astype(np.float32)
    gm = float(z.mean())
    for i in range(6):
        target = rng.uniform(20, 180, size=3).astype(np.float32)
        idx = np.argsort(np.linalg.norm(xyz - target, axis=1))[:20]
        ok = krige_block(xyz[idx], z[idx], target, gm, kind="ordinary")
        sk = krige_block(xyz[idx], z[idx], target, gm, kind="simple")
        print(f"block {i}: OK {float(ok):.3f} SK {float(sk):.3f}")


if __name__ == "__main__":
    main()
