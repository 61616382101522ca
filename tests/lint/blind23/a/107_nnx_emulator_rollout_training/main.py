import jax
import numpy as np
import optax
from flax import nnx

from curriculum import teacher_forcing_ratio
from model import StepEmulator, rollout_train_step


def main():
    rng = np.random.default_rng(0)
    t = np.arange(25)[:, None]
    traj = np.sin(0.3 * t + np.linspace(0, 3, 8)[None]).astype(np.float32)
    model = StepEmulator(8, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    key = jax.random.PRNGKey(0)
    for epoch in range(6):
        ratio = teacher_forcing_ratio(epoch)
        for _ in range(3):
            key, sub = jax.random.split(key)
            loss = rollout_train_step(model, opt, traj, sub, ratio)
        print(epoch, ratio, float(loss))


if __name__ == "__main__":
    main()
