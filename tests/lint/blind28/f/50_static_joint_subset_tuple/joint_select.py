from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("joints", "reference_joint"))
def fingertip_geometry(kp, joints, reference_joint):
    ref = kp[..., reference_joint : reference_joint + 1, :]
    sel = kp[..., list(joints), :] - ref
    d = jnp.linalg.norm(sel[..., :, None, :] - sel[..., None, :, :], axis=-1)
    return d.reshape(*kp.shape[:-2], -1)


def select_features(kp, settings):
    return fingertip_geometry(kp, joints=tuple(settings["joints"]), reference_joint=settings["reference_joint"])
