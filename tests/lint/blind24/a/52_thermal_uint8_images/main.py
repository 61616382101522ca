import numpy as np
import jax
import jax.numpy as jnp
from cameras import read_frame


@jax.jit
def udder_skin_temp(frames):
    temp = 30.0 + frames / 255.0 * 10.0
    quarter = temp.reshape(temp.shape[0], 2, 16, 2, 16).max(axis=(2, 4))
    return quarter.max(axis=(1, 2)) - quarter.min(axis=(1, 2))


rng = np.random.default_rng(41)
for session, cam in enumerate(["fixed_rotary", "handheld", "fixed_rotary", "handheld"]):
    frames = read_frame(cam, rng)
    diff = udder_skin_temp(frames)
    print(session, cam, "quarters >2C asymmetry:", int((diff > 2.0).sum()))
