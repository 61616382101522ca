import numpy as np

from config import policy_for_block
from schedule import irrigation_need


def main():
    rng = np.random.default_rng(9)
    for block in range(6):
        depletion = rng.uniform(0, 60, size=32).astype(np.float32)
        taw = rng.uniform(60, 110, size=32).astype(np.float32)
        policy = policy_for_block(block)
        gross = irrigation_need(depletion, taw, policy)
        print(f"block {block}: {int((gross > 0).sum())} valves open, {float(gross.sum()):.0f} mm total")


if __name__ == "__main__":
    main()
