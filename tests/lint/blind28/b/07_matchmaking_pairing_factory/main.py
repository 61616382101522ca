import numpy as np

from matchmaker import make_pairing_fn, greedy_pairs


def run_tick(queue_mmr, queue_ping, skill_weight):
    cost_fn = make_pairing_fn(skill_weight)
    return greedy_pairs(cost_fn(queue_mmr, queue_ping))


def main():
    rng = np.random.default_rng(2)
    matched = 0
    for tick in range(5):
        mmr = rng.normal(1500, 300, size=32).astype(np.float32)
        ping = rng.uniform(10, 120, size=32).astype(np.float32)
        pairs = run_tick(mmr, ping, skill_weight=0.7)
        matched += int((np.asarray(pairs) >= 0).sum())
    print("matched", matched)


if __name__ == "__main__":
    main()
