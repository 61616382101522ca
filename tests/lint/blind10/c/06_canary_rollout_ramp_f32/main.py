import numpy as np

from rollout import CanaryRollout

N_CLASSES = 10


def fake_logits(rng, n):
    return rng.normal(size=(n, N_CLASSES)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    rollout = CanaryRollout(ramp_ticks=4)
    for tick in range(8):
        stable, canary = fake_logits(rng, 16), fake_logits(rng, 16)
        probs = rollout.serve(stable, canary)
        print(f"tick={tick} canary_weight={rollout.weight:.2f} top1={np.asarray(probs).argmax(-1)[:4]}")
        rollout.advance()


if __name__ == "__main__":
    main()
