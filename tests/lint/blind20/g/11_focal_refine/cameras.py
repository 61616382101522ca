import jax.numpy as jnp


class CameraRig:
    def __init__(self, num_cams, init_focal, width):
        self.num_cams = num_cams
        self.width = width
        self.init_focal = init_focal

    def init_params(self):
        return {
            "log_focal": jnp.full((self.num_cams,), jnp.log(self.init_focal)),
            "principal": jnp.full((self.num_cams, 2), self.width / 2),
        }

    @staticmethod
    def project(params, cam_pts):
        f = jnp.exp(params["log_focal"])[:, None, None]
        return f * cam_pts[..., :2] / cam_pts[..., 2:3] + params["principal"][:, None, :]
