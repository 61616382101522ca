import numpy as np
from flax import nnx

from model import TrajectoryForecaster
from train import make_optimizer, train_step

HIST, HORIZON = 8, 12


def batches(n, bs=16, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        vel = rng.normal(size=(bs, 1, 2)).astype(np.float32)
        t = np.arange(HIST + HORIZON, dtype=np.float32)[None, :, None]
        track = vel * t + rng.normal(scale=0.05, size=(bs, HIST + HORIZON, 2)).astype(np.float32)
        yield track[:, :HIST], track[:, HIST:]


def main():
    model = TrajectoryForecaster(HIST, HORIZON, 32, rngs=nnx.Rngs(0))
    optimizer = make_optimizer(model)
    for step, (hist, fut) in enumerate(batches(5)):
        loss = train_step(model, optimizer, hist, fut)
        print(f"step {step} ade {float(loss):.3f} seen {model.updates_seen}")


if __name__ == "__main__":
    main()
