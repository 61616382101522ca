import jax.numpy as jnp
import numpy as np

from utils import timed


@timed
def diff_in_diff(pre_c, post_c, pre_t, post_t, trim=0.0):
    m = lambda v: jnp.mean(jnp.clip(v, jnp.quantile(v, trim), jnp.quantile(v, 1 - trim)))
    return (m(post_t) - m(pre_t)) - (m(post_c) - m(pre_c))


def main():
    rng = np.random.default_rng(221)
    for region in ["north", "south", "east", "west"]:
        pre_c, post_c, pre_t = (rng.normal(10, 2, 120).astype(np.float32) for _ in range(3))
        post_t = rng.normal(10.5, 2, 120).astype(np.float32)
        print(region, round(float(diff_in_diff(pre_c, post_c, pre_t, post_t, trim=0.01)), 4))
    print("timings (ms)", [round(1e3 * t, 2) for t in diff_in_diff.timings])


if __name__ == "__main__":
    main()
