"""Message-passing force estimate on frames of a small particle simulation."""
import jax
import jax.numpy as jnp
import numpy as np

from graph_build import radius_graph

N_PARTICLES, CUTOFF = 24, 0.35


@jax.jit
def pair_forces(positions, senders, receivers, strength):
    diff = positions[receivers] - positions[senders]
    dist = jnp.linalg.norm(diff, axis=-1, keepdims=True)
    f = strength * diff / (dist ** 3 + 1e-3)
    return jax.ops.segment_sum(f, receivers, num_segments=positions.shape[0])


def main():
    rng = np.random.default_rng(0)
    pos = rng.random((N_PARTICLES, 2)).astype(np.float32)
    vel = np.zeros_like(pos)
    for frame in range(6):
        senders, receivers = radius_graph(pos, CUTOFF)
        forces = np.asarray(pair_forces(pos, senders, receivers, 1e-3))
        vel = 0.9 * vel + 0.05 * forces
        pos = np.clip(pos + vel, 0.0, 1.0).astype(np.float32)
        print(f"frame {frame}: {len(senders)} edges, max |F| {np.abs(forces).max():.3f}")


if __name__ == "__main__":
    main()
