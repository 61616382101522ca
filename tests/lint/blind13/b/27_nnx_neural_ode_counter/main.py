import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import NeuralODE

DT = 0.1
N_EPOCHS = 4


def damped_oscillator(n_steps=4, dt=DT):
    t = np.arange(n_steps + 1) * dt
    traj = np.stack([np.exp(-0.1 * t) * np.cos(2 * t), -np.exp(-0.1 * t) * np.sin(2 * t)], -1)
    return jnp.asarray(traj, jnp.float32)


@nnx.jit
def train_epoch(model, optimizer, traj):
    def loss_fn(m):
        y = traj[0]
        err = 0.0
        for k in range(1, traj.shape[0]):
            y = m.step(y)
            err = err + jnp.sum((y - traj[k]) ** 2)
        return err / (traj.shape[0] - 1)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    traj = damped_oscillator()
    model = NeuralODE(2, 8, DT, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(N_EPOCHS):
        loss = train_epoch(model, optimizer, traj)
        print(f"epoch {epoch}: loss {float(loss):.5f}, steps taken {model.steps_taken}")


if __name__ == "__main__":
    main()
