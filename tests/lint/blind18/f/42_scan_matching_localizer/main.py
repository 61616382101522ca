import jax
import jax.numpy as jnp
import numpy as np

KEYFRAME_EVERY = 4


@jax.jit
def match_to_map(scan, map_pts, pose, frame_idx):
    c, s = jnp.cos(pose[2]), jnp.sin(pose[2])
    R = jnp.array([[c, -s], [s, c]])
    world = scan @ R.T + pose[:2]
    d = jnp.linalg.norm(world[:, None] - map_pts[None], axis=-1)
    nearest = map_pts[jnp.argmin(d, axis=1)]
    delta = jnp.mean(nearest - world, axis=0)
    gain = jnp.where(frame_idx % KEYFRAME_EVERY == 0, 1.0, 0.5)
    return pose.at[:2].add(gain * delta)


def main():
    rng = np.random.default_rng(1)
    map_pts = jnp.asarray(rng.uniform(-10, 10, (200, 2)).astype(np.float32))
    pose = jnp.zeros(3)
    for frame_idx in range(8):
        scan = map_pts[:64] - jnp.array([0.3, -0.2]) + 0.02 * jnp.asarray(rng.normal(size=(64, 2)).astype(np.float32))
        pose = match_to_map(scan, map_pts, pose, frame_idx)
        print(f"frame {frame_idx} pose {np.asarray(pose).round(3)}")


if __name__ == "__main__":
    main()
