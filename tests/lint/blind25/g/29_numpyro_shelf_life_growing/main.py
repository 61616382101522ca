import numpy as np
import jax

from inference import svi, guide, refine


def main():
    rng = np.random.default_rng(0)
    days_all = np.arange(0, 10, dtype=np.float32)
    counts_all = (3.2 + 0.45 * days_all + rng.normal(scale=0.2, size=10)).astype(np.float32)
    state = svi.init(jax.random.PRNGKey(0), days_all[:3], counts_all[:3])
    for today in range(3, 7):
        state, loss = refine(state, days_all[:today], counts_all[:today])
        rate = guide.median(svi.get_params(state))["rate"]
        print(f"day {today}: growth rate {float(rate):.3f} log CFU/g/d, days to 7 log: {(7 - 3.2) / float(rate):.1f}")


if __name__ == "__main__":
    main()
