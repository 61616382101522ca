import numpy as np
from flax import nnx

from ensemble import VintageEnsemble, ensemble_predict


def main():
    rng = np.random.default_rng(0)
    model = VintageEnsemble()
    for i, vintage in enumerate(range(2019, 2025)):
        model.add_member(nnx.Rngs(i))
        x = rng.normal(0, 1, (20, 6)).astype(np.float32)  # climate features for 20 blocks
        pred = ensemble_predict(model, x)
        print(f"after {vintage}: {len(model.members)} members, mean predicted yield {float(pred.mean()):.3f}")


if __name__ == "__main__":
    main()
