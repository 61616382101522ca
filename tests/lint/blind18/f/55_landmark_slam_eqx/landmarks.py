import equinox as eqx
import jax
import jax.numpy as jnp


class LandmarkMap(eqx.Module):
    positions: list

    def add(self, xy):
        return LandmarkMap(self.positions + [jnp.asarray(xy, jnp.float32)])


@eqx.filter_jit
def localize(lmap, pose, observations):
    c, s = jnp.cos(pose[2]), jnp.sin(pose[2])
    R = jnp.array([[c, -s], [s, c]])
    world_obs = observations @ R.T + pose[:2]
    lm = jnp.stack(lmap.positions)
    d = jnp.linalg.norm(world_obs[:, None] - lm[None], axis=-1)
    nearest = lm[jnp.argmin(d, axis=1)]
    return pose.at[:2].add(0.5 * jnp.mean(nearest - world_obs, axis=0))
