import jax
import numpy as np

from cameras import FrontCamera, RearCamera
from model import net, segment


def main():
    cams = {"front": FrontCamera(0), "rear": RearCamera(1)}
    params = net.init(jax.random.PRNGKey(0), np.zeros((1, 32, 48, 3), np.float32))
    for tick in range(3):
        for name, cam in cams.items():
            mask = segment(params, cam.read())
            print(tick, name, int(np.asarray(mask).sum()))


if __name__ == "__main__":
    main()
