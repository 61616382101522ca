import numpy as np

from policy import masked_policy
from rules import NUM_ACTIONS, legal_mask_from_record, legal_mask_live


def main():
    rng = np.random.default_rng(0)
    for turn in range(4):
        logits = rng.normal(size=NUM_ACTIONS).astype(np.float32)
        probs = masked_policy(logits, legal_mask_live(rng))
        print(f"live turn {turn} top move {int(np.argmax(probs))}")
    for record in ([0, 3, 5], [1, 2, 7, 11]):
        logits = rng.normal(size=NUM_ACTIONS).astype(np.float32)
        probs = masked_policy(logits, legal_mask_from_record(record))
        print(f"replayed top move {int(np.argmax(probs))}")


if __name__ == "__main__":
    main()
