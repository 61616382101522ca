import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def gather_landmarks(catalog, idx, cam_pos):
    pts = catalog[idx]
    d = pts - cam_pos
    return d / jnp.linalg.norm(d, axis=1, keepdims=True)


def visible_from_onboard(rng, n):
    # onboard matcher returns int32 ids
    return jnp.asarray(rng.choice(200, n, replace=False), jnp.int32)


def visible_from_ground(rng, n):
    # ground reprocessing returns NumPy default int64 ids
    return rng.choice(200, n, replace=False)


def main():
    rng = np.random.default_rng(0)
    catalog = jnp.asarray(rng.uniform(-1000, 1000, (200, 3)), jnp.float32)
    cam = jnp.array([0.0, 0.0, 1800.0])
    for k in range(6):
        idx = visible_from_onboard(rng, 12) if k % 2 else visible_from_ground(rng, 12)
        los = gather_landmarks(catalog, idx, cam)
        print(k, idx.dtype, round(float(los[:, 2].mean()), 4))


if __name__ == "__main__":
    main()
