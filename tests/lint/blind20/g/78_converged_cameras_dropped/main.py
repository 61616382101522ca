import jax
import jax.numpy as jnp
import numpy as np

from bundle import init_poses, observations

CAMERAS = ["cam0", "cam1", "cam2", "cam3"]
FREEZE_SCHEDULE = {2: "cam0", 4: "cam2", 6: "cam1"}


@jax.jit
def pose_step(poses, pts, obs):
    def loss_fn(ps):
        return sum(jnp.mean((pts + ps[n] - obs[n]) ** 2) for n in ps)

    loss, grads = jax.value_and_grad(loss_fn)(poses)
    return {n: poses[n] - 0.5 * grads[n] for n in poses}, loss


rng = np.random.default_rng(0)
pts, obs = observations(CAMERAS, rng)
poses = init_poses(CAMERAS)
frozen = {}
for it in range(8):
    if it in FREEZE_SCHEDULE:
        name = FREEZE_SCHEDULE[it]
        frozen[name] = poses.pop(name)
    active_obs = {n: obs[n] for n in poses}
    poses, loss = pose_step(poses, pts, active_obs)
    print(it, sorted(poses), float(loss))
