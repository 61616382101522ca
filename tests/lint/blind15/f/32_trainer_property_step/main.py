import numpy as np

from engine import Engine


def main():
    rng = np.random.default_rng(0)
    engine = Engine(in_dim=5, out_dim=2, lr=0.05)
    for step in range(6):
        x = rng.normal(size=(20, 5)).astype(np.float32)
        y = np.stack([x[:, 0] * 2, x[:, 1] - x[:, 2]], axis=1).astype(np.float32)
        engine.state, loss = engine.step_fn(engine.state, x, y)
        if step % 2 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
