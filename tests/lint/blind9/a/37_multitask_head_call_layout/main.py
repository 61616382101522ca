import jax
import numpy as np

from mtl.evaluate import evaluate
from mtl.heads import init_params, task_loss
from mtl.train import opt, train_step

EPOCHS = 4


def make_batch(rng, n=64):
    x = rng.normal(size=(n, 12)).astype(np.float32)
    return {"segmentation": (x, rng.integers(0, 3, size=n)),
            "depth": (x, rng.uniform(0.5, 5.0, size=n).astype(np.float32))}


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    weights = {"segmentation": 1.0, "depth": 0.5}
    val = make_batch(rng)
    for epoch in range(EPOCHS):
        batch = make_batch(rng)
        params, opt_state, loss = train_step(params, opt_state, batch, weights)
        seg_train = task_loss(params, *batch["segmentation"], "segmentation")
        print(f"epoch {epoch}: train {float(loss):.4f} seg(train) {float(seg_train):.4f} "
              f"val {evaluate(params, val)}")


if __name__ == "__main__":
    main()
