import numpy as np

from checkpoint import load_edge_checkpoint
from finetune import local_finetune_step


def local_field_data(n=64, seed=1):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 10)).astype(np.float32)
    return x, (0.2 * x[:, 0] - 0.1 * x[:, 3]).astype(np.float32)


def main():
    params = load_edge_checkpoint()
    x, y = local_field_data()
    for step in range(8):
        params, loss = local_finetune_step(params, x, y)
        print(f"step {step}: loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
