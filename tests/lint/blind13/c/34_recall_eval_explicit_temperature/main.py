import numpy as np

from metrics import recall_at_k

N_USERS, N_ITEMS, DIM = 32, 200, 16


class Evaluator:
    def __init__(self, relevant, temperature=0.5):
        self.relevant = relevant
        self.temperature = temperature

    def validation(self, user_emb, item_emb):
        return float(recall_at_k(user_emb @ item_emb.T, self.relevant, temperature=1.0))

    def calibrated(self, user_emb, item_emb):
        return float(recall_at_k(user_emb @ item_emb.T, self.relevant, temperature=self.temperature))


def main():
    rng = np.random.default_rng(8)
    relevant = (rng.random((N_USERS, N_ITEMS)) < 0.05).astype(np.float32)
    evaluator = Evaluator(relevant)
    user_emb = rng.normal(size=(N_USERS, DIM)).astype(np.float32)
    item_emb = rng.normal(size=(N_ITEMS, DIM)).astype(np.float32)
    for epoch in range(4):
        user_emb += 0.05 * rng.normal(size=user_emb.shape).astype(np.float32)
        print(f"epoch {epoch}: recall {evaluator.validation(user_emb, item_emb):.3f}"
              f" calibrated {evaluator.calibrated(user_emb, item_emb):.3f}")


if __name__ == "__main__":
    main()
