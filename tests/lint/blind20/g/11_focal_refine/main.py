import jax
import jax.numpy as jnp
import numpy as np
import optax

from cameras import CameraRig

rig = CameraRig(num_cams=4, init_focal=60.0, width=64)
rng = np.random.default_rng(0)
cam_pts = rng.normal(size=(4, 30, 3)).astype(np.float32)
cam_pts[..., 2] = np.abs(cam_pts[..., 2]) + 3.0
true = {"log_focal": np.log(np.array([55.0, 58.0, 62.0, 65.0], np.float32)),
        "principal": np.full((4, 2), 32.0, np.float32)}
observed = CameraRig.project(true, cam_pts)

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-2))


@jax.jit
def calib_step(params, opt_state, cam_pts, observed):
    def loss_fn(p):
        return jnp.mean((CameraRig.project(p, cam_pts) - observed) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


params = rig.init_params()
opt_state = tx.init(params)
for it in range(8):
    params, opt_state, loss = calib_step(params, opt_state, cam_pts, observed)
print("focal", np.exp(np.asarray(params["log_focal"])), "loss", float(loss))
