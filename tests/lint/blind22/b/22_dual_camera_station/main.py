import jax
import jax.numpy as jnp
import numpy as np

from cameras import CalibratedCamera, MonoCamera
from model import ScratchDetector

detector = ScratchDetector()


@jax.jit
def scratch_prob(params, frames):
    return detector.apply(params, frames)


def main():
    params = detector.init(jax.random.PRNGKey(0), jnp.zeros((1, 20, 20, 1)))
    cams = [MonoCamera(0), CalibratedCamera(1)]
    for tick in range(3):
        for cam in cams:
            frames = np.asarray(cam.grab(), dtype=np.float32)
            p = scratch_prob(params, frames)
            print(tick, cam.name, [round(float(v), 3) for v in p])


if __name__ == "__main__":
    main()
