import equinox as eqx
import jax
import numpy as np

from model import SleepWakeNet

EPOCH_SAMPLES = 30  # 30 s epochs at 1 Hz features


def night_epochs(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield rng.standard_normal((4, EPOCH_SAMPLES)).astype(np.float32)


def main():
    model = SleepWakeNet(jax.random.PRNGKey(0))
    asleep = 0
    for x in night_epochs(8):
        p = eqx.filter_jit(lambda m, w: m(w))(model, x)
        asleep += int(p[1] > 0.5)
    print("epochs asleep:", asleep)


if __name__ == "__main__":
    main()
