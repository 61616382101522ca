import equinox as eqx
import jax
import jax.numpy as jnp

CAPACITY = 32


class LandmarkMap(eqx.Module):
    positions: jax.Array
    count: jax.Array

    @classmethod
    def empty(cls, capacity=CAPACITY):
        return cls(jnp.full((capacity, 2), 1e6, jnp.float32), jnp.zeros((), jnp.int32))

    def add(self, xy):
        return LandmarkMap(self.positions.at[self.count].set(jnp.asarray(xy, jnp.float32)), self.count + 1)


@eqx.filter_jit
def localize(lmap, pose, observations):
    c, s = jnp.cos(pose[2]), jnp.sin(pose[2])
    R = jnp.array([[c, -s], [s, c]])
    world_obs = observations @ R.T + pose[:2]
    lm = lmap.positions
    d = jnp.linalg.norm(world_obs[:, None] - lm[None], axis=-1)
    nearest = lm[jnp.argmin(d, axis=1)]
    return pose.at[:2].add(0.5 * jnp.mean(nearest - world_obs, axis=0))
