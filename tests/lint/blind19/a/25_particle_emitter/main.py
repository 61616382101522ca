import jax
import jax.numpy as jnp
import numpy as np

from buckets import bucket_size, pad_particles
from emitter import Emitter

DT = 1.0 / 60.0


@jax.jit
def step(pos, vel, alive, dt):
    vel = vel + dt * jnp.array([0.0, -9.81])
    pos = pos + dt * vel
    floor = pos[:, 1] < 0.0
    vel = vel.at[:, 1].set(jnp.where(floor, -0.5 * vel[:, 1], vel[:, 1]))
    pos = pos.at[:, 1].set(jnp.maximum(pos[:, 1], 0.0))
    keep = alive[:, None]
    return jnp.where(keep, pos, 0.0), jnp.where(keep, vel, 0.0)


def main():
    emitter = Emitter(rate=6)
    pos = np.zeros((0, 2), np.float32)
    vel = np.zeros((0, 2), np.float32)
    for frame in range(12):
        p_new, v_new = emitter.emit()
        pos = np.concatenate([pos, p_new])
        vel = np.concatenate([vel, v_new])
        n = pos.shape[0]
        pp, vp, alive = pad_particles(pos, vel, bucket_size(n))
        pp, vp = step(pp, vp, alive, DT)
        pos, vel = np.asarray(pp)[:n], np.asarray(vp)[:n]
        print(f"frame {frame} n={n} bucket={pp.shape[0]}")


if __name__ == "__main__":
    main()
