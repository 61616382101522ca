import jax
import numpy as np

from model import Net, transplant_backbone
from trainer import fit


def make_data(rng, num_classes, n_batches=3, batch=16):
    out = []
    for _ in range(n_batches):
        x = rng.normal(size=(batch, 8)).astype(np.float32)
        y = rng.integers(0, num_classes, size=batch).astype(np.int32)
        out.append((x, y))
    return out


def main():
    rng = np.random.default_rng(0)
    x0 = np.zeros((1, 8), np.float32)

    print("stage 1: pretrain on 10 classes")
    pre = Net(num_classes=10)
    pre_params = pre.init(jax.random.PRNGKey(0), x0)["params"]
    pre_params = fit(pre, pre_params, make_data(rng, 10), epochs=3, lr=1e-3)

    print("stage 2: fine-tune on 3 classes")
    ft = Net(num_classes=3)
    ft_params = transplant_backbone(pre_params, ft.init(jax.random.PRNGKey(1), x0)["params"])
    fit(ft, ft_params, make_data(rng, 3), epochs=3, lr=3e-4)


if __name__ == "__main__":
    main()
