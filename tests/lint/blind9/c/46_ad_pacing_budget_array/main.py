import numpy as np

from pacing import Campaign


def impression_slices(n, size, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (rng.beta(1, 30, size=size).astype(np.float32),
               rng.uniform(0.5, 3.0, size=size).astype(np.float32))


def main():
    campaign = Campaign(daily_budget=50)
    for t, (ctr, price) in enumerate(impression_slices(6, 256)):
        win = campaign.auction(ctr, price)
        print(f"slice {t}: won {int(win.sum())} impressions, remaining {float(campaign.remaining):.2f}")


if __name__ == "__main__":
    main()
