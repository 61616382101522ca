import jax
import jax.numpy as jnp
import numpy as np

from filters import LAB_KERNELS


@jax.jit
def smooth_joint_angle(theta, kernel):
    return jnp.convolve(theta, kernel / jnp.sum(kernel), mode="same")


rng = np.random.default_rng(61)
for trial in range(4):
    lab = "biomech_lab" if trial % 2 == 0 else "field_team"
    theta = (40 * np.sin(np.linspace(0, 2 * np.pi, 101)) + rng.normal(0, 2, 101)).astype(np.float32)
    print(lab, "peak hip flexion", round(float(smooth_joint_angle(theta, LAB_KERNELS[lab]).max()), 1))
