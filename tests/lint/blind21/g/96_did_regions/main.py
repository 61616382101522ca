import jax.numpy as jnp
import numpy as np

from utils import timed


@timed
def diff_in_diff(pre_c, post_c, pre_t, post_t):
    return (jnp.mean(post_t) - jnp.mean(pre_t)) - (jnp.mean(post_c) - jnp.mean(pre_c))


def main():
    rng = np.random.default_rng(221)
    for region in ["north", "south", "east", "west"]:
        pre_c, post_c, pre_t = (rng.normal(10, 2, 120).astype(np.float32) for _ in range(3))
        post_t = rng.normal(10.5, 2, 120).astype(np.float32)
        print(region, round(float(diff_in_diff(pre_c, post_c, pre_t, post_t)), 4))
    print("timings (ms)", [round(1e3 * t, 2) for t in diff_in_diff.timings])


if __name__ == "__main__":
    main()
