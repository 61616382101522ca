import numpy as np

from rollout import GradualRollout


def main():
    rng = np.random.default_rng(0)
    rollout = GradualRollout(ramp_batches=4)
    for _ in range(8):
        old = rng.normal(size=(4, 20)).astype(np.float32)
        new = old + rng.normal(scale=0.3, size=old.shape).astype(np.float32)
        top = rollout.rank(old, new)
    print("last top-5:", np.asarray(top)[0])


if __name__ == "__main__":
    main()
