import jax
import numpy as np

from fusion import fuse, init_fusion
from sensors import frames


def main():
    weights = init_fusion(jax.random.PRNGKey(0))
    for i, frame in enumerate(frames(7)):
        bev = fuse(weights, frame)
        print(i, sorted(frame), float(np.asarray(bev).mean()))


if __name__ == "__main__":
    main()
