import flax.linen as nn
import jax
import numpy as np

from checkpoint import InMemoryCheckpointStore
from predictor import BoxPredictor


class AnchorHead(nn.Module):
    n_anchors: int = 8

    @nn.compact
    def __call__(self, x):
        feat = nn.relu(nn.Dense(32)(x.reshape(x.shape[0], -1)))
        boxes = nn.sigmoid(nn.Dense(self.n_anchors * 4)(feat)).reshape(-1, self.n_anchors, 4)
        scores = nn.sigmoid(nn.Dense(self.n_anchors)(feat))
        return boxes, scores


def main():
    model = AnchorHead()
    sample = np.zeros((1, 8, 8, 3), np.float32)
    store = InMemoryCheckpointStore()
    trained = model.init(jax.random.PRNGKey(42), sample)["params"]
    store.save(1000, trained)

    predictor = BoxPredictor.from_checkpoint(model, store, sample, score_threshold=0.5)
    rng = np.random.default_rng(0)
    for request_id in range(5):
        images = rng.normal(size=(4, 8, 8, 3)).astype(np.float32)
        boxes, scores = predictor.predict(images)
        n_kept = int((np.asarray(scores) > 0).sum())
        print(f"request {request_id}: kept {n_kept} boxes")


if __name__ == "__main__":
    main()
