import jax
import numpy as np

from model import build_predictor

DENSE, FIELDS, EMB = 8, 3, 4
BATCH = 16


class CTRService:
    def __init__(self, params):
        self.params = params

    def predict(self, dense, sparse_emb):
        _, predict_fn = build_predictor()
        return np.asarray(predict_fn(self.params, dense, sparse_emb))


def main():
    rng = np.random.default_rng(0)
    dense0 = np.zeros((1, DENSE), np.float32)
    emb0 = np.zeros((1, FIELDS, EMB), np.float32)
    net, _ = build_predictor()
    params = net.init(jax.random.PRNGKey(0), dense0, emb0)
    service = CTRService(params)
    for req in range(5):
        dense = rng.normal(size=(BATCH, DENSE)).astype(np.float32)
        emb = rng.normal(size=(BATCH, FIELDS, EMB)).astype(np.float32)
        p = service.predict(dense, emb)
        print(f"request {req}: mean pCTR {p.mean():.3f}")


if __name__ == "__main__":
    main()
