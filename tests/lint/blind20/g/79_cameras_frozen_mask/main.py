import jax
import jax.numpy as jnp
import numpy as np

from bundle import init_poses, observations

CAMERAS = ["cam0", "cam1", "cam2", "cam3"]
FREEZE_SCHEDULE = {2: "cam0", 4: "cam2", 6: "cam1"}


@jax.jit
def pose_step(poses, trainable, pts, obs):
    def loss_fn(ps):
        return sum(jnp.mean((pts + ps[n] - obs[n]) ** 2) for n in ps)

    loss, grads = jax.value_and_grad(loss_fn)(poses)
    return {n: poses[n] - 0.5 * trainable[n] * grads[n] for n in poses}, loss


rng = np.random.default_rng(0)
pts, obs = observations(CAMERAS, rng)
poses = init_poses(CAMERAS)
trainable = {n: np.float32(1.0) for n in CAMERAS}
for it in range(8):
    if it in FREEZE_SCHEDULE:
        trainable[FREEZE_SCHEDULE[it]] = np.float32(0.0)
    poses, loss = pose_step(poses, trainable, pts, obs)
    print(it, [n for n in CAMERAS if trainable[n] > 0], float(loss))
