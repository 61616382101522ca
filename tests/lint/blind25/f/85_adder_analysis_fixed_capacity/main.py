import numpy as np

from adders import count_adders
from defects import inspection, to_fixed


def main():
    rng = np.random.default_rng(12)
    for wafer in range(8):
        pre = inspection(wafer, "post_litho", rng)
        carried = pre[rng.random(len(pre)) < 0.7]
        new = inspection(wafer, "post_etch", rng)[:int(rng.integers(5, 30))]
        post = np.concatenate([carried + rng.normal(0, 0.2, carried.shape).astype(np.float32), new])
        n_add, n_common = count_adders(*to_fixed(pre), *to_fixed(post), 1.0)
        print(f"wafer {wafer}: pre {len(pre)} post {len(post)} -> adders {int(n_add)}, common {int(n_common)}")


if __name__ == "__main__":
    main()
