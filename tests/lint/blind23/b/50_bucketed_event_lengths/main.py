import jax
import jax.numpy as jnp
import numpy as np

from buckets import pad_to_bucket


@jax.jit
def peak_ground_motion(wf, mask, dt):
    vel = jnp.cumsum(wf, axis=0) * dt
    disp = jnp.cumsum(vel, axis=0) * dt
    m = mask[:, None]
    return (jnp.max(jnp.abs(wf) * m), jnp.max(jnp.abs(vel) * m), jnp.max(jnp.abs(disp) * m))


def main():
    rng = np.random.default_rng(17)
    for ev in range(8):
        n = int(rng.integers(300, 1000))
        acc = (rng.standard_normal((n, 3)) * np.hanning(n)[:, None]).astype(np.float32)
        wf, mask = pad_to_bucket(acc)
        pga, pgv, pgd = peak_ground_motion(jnp.asarray(wf), jnp.asarray(mask), 0.01)
        print(ev, n, wf.shape[0], f"{float(pga):.3f} {float(pgv):.4f} {float(pgd):.5f}")


if __name__ == "__main__":
    main()
